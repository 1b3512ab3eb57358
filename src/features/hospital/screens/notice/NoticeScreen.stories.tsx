import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import NoticeScreen from './NoticeScreen'

const meta = preview.meta({
  title: 'Screens/Hospital/Notice',
  component: NoticeScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('notice'), sandbox: { persona: 'none' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '공지사항 목록' })
    const links = within(list).getAllByRole('link')
    await expect(links).toHaveLength(10)
    // Pinned first: this week's pinned notice, marked 공지 and 새 글.
    await expect(links[0]).toHaveTextContent('공지본관 지하 주차장 공사에 따른 임시 주차 안내2026.11.23 새 글')
    await expect(links[0]).toHaveAttribute('href', '/hospital/notice/noticeDetail?uid=1043')
    await expect(within(list).getAllByText('일반').length).toBeGreaterThan(0)
    await expect(canvas.getByText('21건 중 10건')).toBeVisible()
  },
})

export const MorePages = meta.story({
  name: '더 보기 adds the next pages',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '공지사항 목록' })
    await userEvent.click(canvas.getByRole('button', { name: '더 보기' }))
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(20))
    await expect(canvas.getByText('21건 중 20건')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '더 보기' }))
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(21))
    await expect(canvas.queryByRole('button', { name: '더 보기' })).toBeNull()
  },
})

export const Empty = meta.story({
  parameters: { sandbox: { setup: (world) => world.db.notices.clear() } satisfies SandboxParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('공지사항이 없습니다')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: { sandbox: { faults: { listNotices: { status: 500, reason: '공지사항을 불러오지 못했습니다.' } } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('공지사항을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listNotices: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true))
    await expect(canvas.queryByRole('list', { name: '공지사항 목록' })).toBeNull()
  },
})
