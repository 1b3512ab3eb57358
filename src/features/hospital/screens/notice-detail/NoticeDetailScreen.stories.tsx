import { expect, screen, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { storyNativeCalls } from '#.storybook/sandbox/story-bridge'
import { href } from '@/shared/routes/route-table'
import NoticeDetailScreen from './NoticeDetailScreen'

const meta = preview.meta({
  title: 'Screens/Hospital/NoticeDetail',
  component: NoticeDetailScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('noticeDetail', undefined, { uid: '1024' }),
    sandbox: { persona: 'none' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: '12월 진료 일정 변경 안내' })
    await expect(within(article).getByText('공지')).toBeVisible()
    await expect(within(article).getByText('작성일 2026.11.20 (금)')).toBeVisible()
    await expect(within(article).getByText(/^조회 \d/)).toBeVisible()
    await expect(within(article).getByText(/성탄절은 휴진합니다/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/hospital/notice/notice')
  },
})

export const SanitizedNotice1039 = meta.story({
  name: 'Notice 1039: hostile HTML rendered harmless',
  parameters: { route: href('noticeDetail', undefined, { uid: '1039' }) },
  play: async ({ canvas, canvasElement }) => {
    const article = await canvas.findByRole('article', { name: '모바일 앱 새 버전 안내' })
    await expect(within(article).getByText(/가족 계정 전환이 더 빨라집니다/)).toBeVisible()
    await expect(within(article).getByText('업데이트 하러 가기')).toBeVisible()
    // No script, no event handler, no javascript: link, no image from nowhere.
    await expect(article.querySelector('script')).toBeNull()
    await expect(article.querySelectorAll('[onerror], [onload], [onclick]')).toHaveLength(0)
    await expect(article.querySelector('a[href]')).toBeNull()
    await expect(article.querySelector('img')).toBeNull()
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:|document\.cookie|evil\.example|data:|updatePatient/)
  },
})

export const HostileLinksGoNowhere = meta.story({
  name: 'Notice 1039: its links out of the app go nowhere',
  parameters: { route: href('noticeDetail', undefined, { uid: '1039' }), sandbox: { persona: 'outpatient' } },
  play: async ({ canvas, userEvent }) => {
    const article = await canvas.findByRole('article', { name: '모바일 앱 새 버전 안내' })
    // http, a host behind `/\`, data: and a crafted path that would call another operation: text only.
    for (const text of ['새 버전 받기', '설치 안내', '설명서', '검사결과']) {
      const word = within(article).getByText(text)
      await expect(word.closest('a')?.hasAttribute('href')).toBe(false)
      await userEvent.click(word)
    }
    await expect(storyNativeCalls).toEqual([])
    await expect(canvas.getByRole('article', { name: '모바일 앱 새 버전 안내' })).toBeVisible()
  },
})

export const LinksInANotice = meta.story({
  name: 'Notice 1042: a screen of the app opens in the app, the web site in the phone’s browser',
  parameters: { route: href('noticeDetail', undefined, { uid: '1042' }), sandbox: { persona: 'outpatient' } },
  play: async ({ canvas, userEvent }) => {
    const article = await canvas.findByRole('article', { name: '2026-2027 독감 예방접종 안내' })
    await expect(within(article).getByRole('link', { name: '02-2290-8000' })).toHaveAttribute(
      'href',
      'tel:02-2290-8000',
    )
    // The hospital's web site: the patient is asked first, told the site's address (a notice's
    // words are not where its link leads), then it opens in the phone's browser; the notice stays.
    await userEvent.click(within(article).getByRole('link', { name: '병원 누리집' }))
    const stay = await screen.findByRole('alertdialog', { name: '병원 누리집 페이지는 앱 밖에서 열립니다' })
    await expect(stay).toHaveTextContent('www.hanbit-hospital.kr 사이트를 엽니다')
    await userEvent.click(within(stay).getByRole('button', { name: '취소' }))
    await expect(storyNativeCalls).toEqual([])
    await userEvent.click(within(article).getByRole('link', { name: '병원 누리집' }))
    const leave = await screen.findByRole('alertdialog', { name: '병원 누리집 페이지는 앱 밖에서 열립니다' })
    await userEvent.click(within(leave).getByRole('button', { name: '열기' }))
    await expect(storyNativeCalls).toEqual([
      { method: 'openExternal', args: 'https://www.hanbit-hospital.kr/notice/flu' },
    ])
    await expect(article).toBeVisible()
    // A screen of the app: the app's own navigation, through the guard.
    await userEvent.click(within(article).getByRole('link', { name: '앱에서 진료 예약하기' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: '진료예약' })).toBeVisible()
    await expect(storyNativeCalls).toHaveLength(1)
  },
})

export const NotFound = meta.story({
  parameters: { route: href('noticeDetail', undefined, { uid: '99999' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('정보를 찾을 수 없습니다.')
  },
})

export const Empty = meta.story({
  name: 'Empty: no notice asked for',
  parameters: { route: href('noticeDetail') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('공지사항을 찾을 수 없습니다.')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchNoticeDetail: { status: 500, reason: '공지사항을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('공지사항을 불러오지 못했습니다.')
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchNoticeDetail: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '목록으로' })).toBeVisible()
    await expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true)
  },
})
