import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import InquiryNewScreen from './InquiryNewScreen'

type World = Parameters<NonNullable<SandboxParameters['setup']>>[0]

/** The story's sandbox world, kept to count the questions it holds after the taps. */
let world: World | undefined

const meta = preview.meta({
  title: 'Screens/Inquiry/New',
  component: InquiryNewScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('inquiryNew'),
    sandbox: {
      persona: 'outpatient',
      setup: (sandbox) => {
        world = sandbox
      },
    } satisfies SandboxParameters,
  },
})

const questionsOf = (userId: string) => world!.db.inquiries.findMany((q) => q.where({ userId }))

async function fill(root: HTMLElement, { title, body }: { title: string; body: string }) {
  const canvas = within(root)
  await userEvent.click(await canvas.findByRole('radio', { name: '주차·시설' }))
  await userEvent.type(canvas.getByRole('textbox', { name: '제목' }), title)
  await userEvent.type(canvas.getByRole('textbox', { name: '문의 내용' }), body)
}

export const Empty = meta.story({
  name: 'The empty form',
  play: async ({ canvas }) => {
    const kinds = await canvas.findByRole('radiogroup', { name: '문의 분류' })
    await expect(within(kinds).getAllByRole('radio')).toHaveLength(8)
    await expect(canvas.getByRole('textbox', { name: '제목' })).toHaveAccessibleDescription('0 / 50자')
    await expect(canvas.getByRole('textbox', { name: '문의 내용' })).toHaveAccessibleDescription(
      '주민등록번호, 카드번호 같은 개인정보는 적지 말아 주세요. 0 / 1000자',
    )
    await expect(canvas.getByText(/응급 상황은 119나 응급의료센터로 연락해 주세요/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: '문의 남기기' })).toBeEnabled()
  },
})

export const BadInput = meta.story({
  name: 'Bad input: the messages, and nothing sent',
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: '제목' }), '가')
    await userEvent.type(canvas.getByRole('textbox', { name: '문의 내용' }), '주차 궁금')
    await userEvent.click(canvas.getByRole('button', { name: '문의 남기기' }))
    await expect(await canvas.findByText('문의 분류를 선택해 주세요.')).toBeVisible()
    await expect(canvas.getByText('제목을 2자 이상 입력해 주세요.')).toBeVisible()
    await expect(canvas.getByText('문의 내용을 10자 이상 적어 주세요.')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: '제목' })).toBeInvalid()
    await expect(questionsOf('U1001')).toHaveLength(3)
  },
})

export const Sent = meta.story({
  name: 'Sent once on a double tap, then shown waiting for its answer',
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement, {
      title: '외래 진료 때 무료 주차 시간',
      body: '진료와 채혈이 있는 날은 몇 시간까지 무료인가요?',
    })
    await expect(canvas.getByRole('textbox', { name: '제목' })).toHaveAccessibleDescription('16 / 50자')
    await userEvent.dblClick(canvas.getByRole('button', { name: '문의 남기기' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: '1:1 문의 내용' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: '외래 진료 때 무료 주차 시간' })).toBeVisible()
    await expect(canvas.getByText('답변을 준비하고 있습니다')).toBeVisible()
    await expect(await canvas.findByText('문의가 접수되었습니다.')).toBeVisible()
    await waitFor(() => expect(questionsOf('U1001')).toHaveLength(4))
  },
})

export const WaitingLimit = meta.story({
  name: 'Refused: five questions wait already (the server’s reason)',
  parameters: {
    sandbox: {
      setup: async (sandbox: World) => {
        world = sandbox
        for (const n of [1, 2, 3, 4]) {
          await sandbox.db.inquiries.create({
            userId: 'U1001',
            inquiryId: `Q20261122000${n}`,
            category: 'OTHER',
            title: `기다리는 문의 ${n}`,
            body: '답변을 기다리는 문의입니다. 확인 부탁드립니다.',
            status: 'WAITING',
            createdAt: `2026-11-22T0${n}:00:00+09:00`,
          })
        }
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/답변을 기다리는 문의가 5건이라 지금은 새로 문의할 수 없습니다/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: '문의 남기기' })).toBeDisabled()
  },
})

export const ServerRefuses = meta.story({
  name: 'The server refuses: its reason in the error dialog, the text kept',
  parameters: {
    sandbox: {
      faults: {
        createInquiry: {
          status: 409,
          reason: '답변을 기다리는 문의가 5건 있습니다. 답변을 받으신 뒤 다시 문의해 주세요.',
        },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement, { title: '주차 문의', body: '주차 할인 방법을 알려 주세요.' })
    await userEvent.click(canvas.getByRole('button', { name: '문의 남기기' }))
    const dialog = await canvas.findByRole('alertdialog')
    await expect(dialog).toHaveTextContent('답변을 기다리는 문의가 5건 있습니다.')
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await expect(canvas.getByRole('textbox', { name: '제목' })).toHaveValue('주차 문의')
  },
})

export const Sending = meta.story({
  name: 'Sending: the button is busy',
  parameters: { sandbox: { faults: { createInquiry: { noResponse: 'hang' } } } },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement, { title: '주차 문의', body: '주차 할인 방법을 알려 주세요.' })
    await userEvent.click(canvas.getByRole('button', { name: '문의 남기기' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: /문의 남기기/ })).toBeDisabled())
    await expect(canvas.getByRole('button', { name: /문의 남기기/ })).toHaveAttribute('aria-busy', 'true')
  },
})
