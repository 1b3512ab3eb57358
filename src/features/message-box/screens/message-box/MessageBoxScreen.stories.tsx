import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import MessageBoxScreen from './MessageBoxScreen'

type World = Parameters<NonNullable<SandboxParameters['setup']>>[0]

/** The story's sandbox world, kept to see what opening a message told the server. */
let world: World | undefined

const meta = preview.meta({
  title: 'Screens/MessageBox/MessageBox',
  component: MessageBoxScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('messageBox'),
    sandbox: {
      persona: 'outpatient',
      setup: (sandbox) => {
        world = sandbox
      },
    } satisfies SandboxParameters,
  },
})

const storedMessage = (messageId: string) => world!.db.messages.findFirst((q) => q.where({ messageId }))

/** The list's end: how many are shown, of how many. */
const countLine = (canvas: { getByText: (text: RegExp) => HTMLElement }) =>
  canvas.getByText(/^(전체 \d+건 중|메시지 \d+건을)/)

/** The newest message (there is one before every visit, all titled alike). */
const newest = (list: HTMLElement) => within(list).getAllByRole('button', { name: /내일 진료 안내/ })[0]!

export const Loaded = meta.story({
  name: 'Loaded: newest first, the unread ones marked in words',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '받은 메시지' })
    await expect(canvas.getByText('읽지 않은 메시지 2건')).toBeVisible()
    const rows = within(list).getAllByRole('button')
    await expect(rows.length).toBeGreaterThanOrEqual(10)
    await expect(rows[0]).toHaveAccessibleName(/내일 진료 안내.*읽지 않음/)
    await expect(rows[0]).toHaveTextContent('예약 · 2026.11.22 (일)')
    await expect(rows[1]).toHaveAccessibleName(/검사결과 안내.*읽지 않음/)
    // Read ones say nothing unread.
    await expect(rows[2]).toHaveAccessibleName(/진료비 수납 완료.*읽음$/)
    await expect(countLine(canvas)).toHaveTextContent(/전체 25건 중 (10|20)건을 보고 있습니다/)
  },
})

export const OpenUnread = meta.story({
  name: 'Open an unread message: shown in full, read from then on',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '받은 메시지' })
    await userEvent.click(newest(list))
    const dialog = await canvas.findByRole('dialog', { name: '내일 진료 안내' })
    await expect(within(dialog).getByText(/도착하시면 앱에서 도착확인을 눌러 주세요/)).toBeVisible()
    await expect(within(dialog).getByText('2026.11.22 (일) 오후 6:00')).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: '바로 가기' })).toBeVisible()
    await waitFor(() => expect(storedMessage('MSG202611220001')?.clicked).toBe('Y'))
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }))
    await expect(newest(list)).toHaveAccessibleName(/읽음$/)
    await expect(canvas.getByText('읽지 않은 메시지 1건')).toBeVisible()
  },
})

export const LinkThroughTheGuard = meta.story({
  name: 'A link in a message opens its screen',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '받은 메시지' })
    await userEvent.click(within(list).getAllByRole('button', { name: /검사결과 안내/ })[0]!)
    const dialog = await canvas.findByRole('dialog', { name: '검사결과 안내' })
    await userEvent.click(within(dialog).getByRole('button', { name: '바로 가기' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: '검사결과' })).toBeVisible()
    await expect(await canvas.findByRole('list', { name: '검사결과 목록' })).toBeVisible()
  },
})

export const ScrollToTheEnd = meta.story({
  name: 'More as the patient scrolls, to the end',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '받은 메시지' })
    // Scrolling to the end of the list loads the next page, until all 25 are there.
    await waitFor(async () => {
      countLine(canvas).scrollIntoView({ block: 'end' })
      await expect(within(list).getAllByRole('button')).toHaveLength(25)
    })
    await expect(countLine(canvas)).toHaveTextContent('메시지 25건을 모두 보았습니다')
    await expect(canvas.queryByRole('button', { name: '더 보기' })).toBeNull()
    await expect(within(list).getAllByRole('button').at(-1)).toHaveAccessibleName(/내일 진료 안내.*2026\.03\.08/)
  },
})

export const MoreButton = meta.story({
  name: 'The "더 보기" button loads the next page too',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '받은 메시지' })
    const before = within(list).getAllByRole('button').length
    await userEvent.click(canvas.getByRole('button', { name: '더 보기' }))
    await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(before))
  },
})

export const MoreFails = meta.story({
  name: 'A later page that fails keeps the messages shown, with a retry',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '받은 메시지' })
    world!.faults.set('listMessages', { status: 500, reason: '메시지를 불러오지 못했습니다.' })
    const more = canvas.queryByRole('button', { name: '더 보기' })
    if (more) await userEvent.click(more)
    await expect(
      await canvas.findByText(/다음 메시지를 불러오지 못했습니다\. 메시지를 불러오지 못했습니다\./),
    ).toBeVisible()
    await expect(within(list).getAllByRole('button').length).toBeGreaterThanOrEqual(10)
    world!.faults.delete('listMessages')
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }))
    await waitFor(() => expect(canvas.queryByText(/다음 메시지를 불러오지 못했습니다/)).toBeNull())
  },
})

export const Empty = meta.story({
  name: 'Empty: nothing received yet',
  parameters: { sandbox: { persona: 'newcomer' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('받은 메시지가 없습니다')).toBeVisible()
    await expect(canvas.getByText(/병원 소식이 생기면 이곳으로 알려 드립니다/)).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: { sandbox: { faults: { listMessages: { status: 500, reason: '메시지함을 불러오지 못했습니다.' } } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('메시지함을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listMessages: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: '받은 메시지' })).toBeNull()
  },
})

export const ReadMarkFails = meta.story({
  name: 'A read mark that does not arrive: unread again, no dialog',
  parameters: {
    sandbox: { faults: { markMessageClicked: { status: 503, reason: '잠시 후 다시 시도해 주세요.' } } },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '받은 메시지' })
    await userEvent.click(newest(list))
    const dialog = await canvas.findByRole('dialog', { name: '내일 진료 안내' })
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }))
    await waitFor(() => expect(newest(list)).toHaveAccessibleName(/읽지 않음/))
    await expect(canvas.queryByRole('alertdialog')).toBeNull()
    await expect(storedMessage('MSG202611220001')?.clicked).toBe('N')
  },
})
