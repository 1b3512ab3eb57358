import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { storyNativeCalls } from '#.storybook/sandbox/story-bridge'
import { href } from '@/shared/routes/route-table'
import { AppShell } from './AppShell'

/**
 * The frame around every screen, in the whole app at a route: the header, the drawer, the tab
 * bar and its menus, the large-font setting and the hospital's theme colour.
 */
const meta = preview.meta({
  title: 'Shell/Frame',
  component: AppShell,
  decorators: [withAppAtRoute],
  parameters: { route: href('department'), sandbox: { persona: 'outpatient' } satisfies SandboxParameters },
})

const openDrawer = async () => {
  await userEvent.click(await screen.findByRole('button', { name: '전체 메뉴 열기' }))
  return screen.findByRole('dialog', { name: '전체 메뉴' })
}

/** Nothing may be wider than the phone: no sideways scrolling. */
const expectNoSidewaysScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)

export const HeaderOnAScreen = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '진료과/의료진' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '뒤로 가기' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '전체 메뉴 열기' })).toBeVisible()
    // One tap leads home from every screen.
    await expect(canvas.getByRole('link', { name: '홈' })).toHaveAttribute('href', '/')
  },
})

export const HomeInOneTap = meta.story({
  name: 'Home in one tap, from a flow without the tab bar too',
  parameters: { route: href('outpatientAppointmentStep1') },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '진료예약' })).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: '주요 메뉴' })).toBeNull()
    await userEvent.click(canvas.getByRole('link', { name: '홈' }))
    await expect(await canvas.findByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: '홈' })).toBeNull()
  },
})

export const HeaderOnHome = meta.story({
  parameters: { route: href('home') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '한빛대학교병원' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '뒤로 가기' })).toBeNull()
    await expect(canvas.queryByRole('link', { name: '홈' })).toBeNull()
  },
})

export const DrawerSignedIn = meta.story({
  parameters: { sandbox: { persona: 'family' } },
  play: async () => {
    const drawer = within(await openDrawer())
    await expect(await drawer.findByText('정해진님')).toBeVisible()
    await expect(await drawer.findByText('2명')).toBeVisible()
    await expect(await drawer.findByRole('switch', { name: '큰 글씨' })).not.toBeChecked()
    await expect(drawer.getByRole('switch', { name: '흔들어서 진료카드 열기' })).toBeChecked()
    // The story's shell is 0.1.0, older than the store's 2.5.0 (dotted numeric comparison).
    await expect(await drawer.findByText('0.1.0 · 새 버전 2.5.0이 나왔습니다')).toBeVisible()
    await expect(drawer.getByRole('button', { name: '업데이트' })).toBeVisible()
    // At least 300 px wide, about 83% of the phone.
    const { width } = screen.getByRole('dialog', { name: '전체 메뉴' }).getBoundingClientRect()
    await expect(width).toBeGreaterThanOrEqual(300)
  },
})

export const DrawerSignedOut = meta.story({
  parameters: { sandbox: { persona: 'none' } },
  play: async () => {
    const drawer = within(await openDrawer())
    await expect(drawer.getByRole('link', { name: /로그인해 주세요/ })).toBeVisible()
    // The menus have come (the settings are the first of them), without the account's.
    await expect(await drawer.findByRole('switch', { name: '큰 글씨' })).toBeVisible()
    await expect(drawer.queryByText('가족 계정 관리')).toBeNull()
    await expect(drawer.queryByText('로그아웃')).toBeNull()
  },
})

export const FamilyMemberServed = meta.story({
  name: "A family member's account is active: a chip under the header names her and opens the drawer",
  parameters: { sandbox: { persona: 'family', actingAs: 'U1006' } },
  play: async () => {
    const chip = await screen.findByRole('button', { name: /김순자님 계정으로 이용 중/ })
    await expect(chip).toBeVisible()
    await userEvent.click(chip)
    const drawer = within(await screen.findByRole('dialog', { name: '전체 메뉴' }))
    await expect(await drawer.findByRole('button', { name: '내 계정으로 돌아가기' })).toBeVisible()
  },
})

export const DrawerFamilySelected = meta.story({
  parameters: { sandbox: { persona: 'family', actingAs: 'U1006' } },
  play: async () => {
    const drawer = within(await openDrawer())
    await expect(await drawer.findByText('김순자님')).toBeVisible()
    // The way back needs the main account too, which the session reads beside the member's.
    await userEvent.click(await drawer.findByRole('button', { name: '내 계정으로 돌아가기' }))
    const question = await screen.findByRole('alertdialog', { name: '정해진님의 계정으로 전환할까요?' })
    await userEvent.click(within(question).getByRole('button', { name: '전환' }))
    // The switch signs in again and reloads both users: give it the time a slow machine needs.
    // Said while the drawer was still open, the toast moves to the page as the drawer closes
    // (ToastRegion.browser.test.tsx). The switch took longer than 15 s under a loaded CI run.
    await waitFor(() => expect(screen.getByText('계정이 전환되었습니다.')).toBeVisible(), { timeout: 25_000 })
    await expect(await screen.findByRole('heading', { name: /정해진님, 안녕하세요/ })).toBeVisible()
  },
})

export const TermsFromTheDrawer = meta.story({
  play: async () => {
    const drawer = within(await openDrawer())
    await userEvent.click(await drawer.findByRole('button', { name: '이용약관' }))
    const terms = await screen.findByRole('dialog', { name: '서비스 이용약관' })
    // Decoded from base64 to Korean text.
    await expect(within(terms).getByText(/제1조 \(목적\)/)).toBeVisible()
  },
})

export const PrivacyFromTheDrawer = meta.story({
  name: 'The drawer’s privacy policy opens its screen',
  parameters: { sandbox: { persona: 'none' } },
  play: async ({ canvas }) => {
    const drawer = within(await openDrawer())
    await userEvent.click(await drawer.findByRole('button', { name: '개인정보 처리방침' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: '개인정보 처리방침' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 2, name: '1. 개인정보의 처리 목적' })).toBeVisible()
  },
})

export const TabMenuOpen = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '외래' }))
    const menu = within(await canvas.findByRole('region', { name: '외래 메뉴' }))
    await expect(await menu.findAllByRole('link')).toHaveLength(14)
    // Fourteen entries in four named groups: today's schedule and the calendar stand apart.
    const groups = await menu.findAllByRole('heading', { level: 2 })
    await expect(groups.map((heading) => heading.textContent)).toEqual([
      '진료 예약',
      '병원 오는 날',
      '진료비',
      '나의 진료 기록',
    ])
    const visitDay = within(menu.getByRole('region', { name: '병원 오는 날' }))
    await expect(visitDay.getByRole('link', { name: '오늘의 일정' })).toHaveAttribute(
      'href',
      '/schedule/today-schedule',
    )
    const records = within(menu.getByRole('region', { name: '나의 진료 기록' }))
    await expect(records.getByRole('link', { name: '일정 달력' })).toHaveAttribute('href', '/timeline')
    await expect(menu.getByRole('link', { name: '진료내역' })).toHaveAttribute('href', '/outpatient/visit-history')
    await expect(menu.getByRole('link', { name: '복약 알림' })).toHaveAttribute('href', '/medicine/reminders')
    await expect(menu.getByRole('link', { name: '진료예약' })).toHaveAttribute('href', '/outpatient/appointment/step1')
    await expect(canvas.getByRole('button', { name: '외래' })).toHaveAttribute('aria-expanded', 'true')
  },
})

export const InfoMenuLeavesTheAppAfterSaying = meta.story({
  name: 'Info menu: funeral hall and insurance claim say they leave the app, then open outside',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '병원안내' }))
    const menu = within(await canvas.findByRole('region', { name: '병원안내 메뉴' }))
    await expect(await menu.findByRole('link', { name: '층별 안내' })).toHaveAttribute(
      'href',
      '/hospital/facility/layout',
    )
    await expect(menu.getByRole('link', { name: '주차 안내' })).toHaveAttribute('href', '/hospital/facility/parking')
    const funeral = menu.getByRole('button', { name: '장례식장 앱 밖' })
    await userEvent.click(funeral)
    const question = await screen.findByRole('alertdialog', { name: '장례식장 페이지는 앱 밖에서 열립니다' })
    await userEvent.click(within(question).getByRole('button', { name: '취소' }))
    await expect(storyNativeCalls).toEqual([])
    // Still on the menu: the patient chose to stay.
    await userEvent.click(
      within(await canvas.findByRole('region', { name: '병원안내 메뉴' })).getByRole('button', {
        name: '실손보험 청구 앱 밖',
      }),
    )
    const insurance = await screen.findByRole('alertdialog', { name: '실손보험 청구 페이지는 앱 밖에서 열립니다' })
    await userEvent.click(within(insurance).getByRole('button', { name: '열기' }))
    await expect(storyNativeCalls).toEqual([{ method: 'openExternal', args: 'https://claim.hanbit-hospital.kr' }])
  },
})

export const HealthNoteTab = meta.story({
  name: 'Health note tab (cloud service info says Y)',
  parameters: {
    sandbox: {
      setup: async ({ db }) => {
        await db.hospitalInfo.update((q) => q.where({ hospitalName: '한빛대학교병원' }), {
          data(info) {
            info.cloudServiceInfo.healthNote = 'Y'
          },
        })
      },
    } satisfies SandboxParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '건강수첩' })).toHaveAttribute('href', '/health-note')
  },
})

export const HospitalLogo = meta.story({
  name: 'The hospital logo from the cloud service info, beside the name on home',
  parameters: {
    route: href('home'),
    sandbox: {
      setup: async ({ db }) => {
        await db.hospitalInfo.update((q) => q.where({ hospitalName: '한빛대학교병원' }), {
          data(info) {
            info.cloudServiceInfo.logoUrl = '/favicon.svg'
          },
        })
      },
    } satisfies SandboxParameters,
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: '한빛대학교병원' })
    await waitFor(() => expect(heading.querySelector('img')).toHaveAttribute('src', '/favicon.svg'))
    // Decorative: the name is the heading's text.
    await expect(heading.querySelector('img')).toHaveAttribute('alt', '')
  },
})

export const FirstRun = meta.story({
  name: 'First run: why location and notifications, before the shell asks (once)',
  parameters: { route: href('home'), sandbox: { settings: { isFirstRun: 'Y', isOpenAppFirst: 'Y' } } },
  play: async ({ userEvent }) => {
    const guide = await screen.findByRole('dialog', { name: '앱을 쓰기 전에 알려 드립니다' })
    await expect(within(guide).getByText('위치')).toBeVisible()
    await expect(within(guide).getByText('알림')).toBeVisible()
    await userEvent.click(within(guide).getByRole('button', { name: '확인했습니다' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '앱을 쓰기 전에 알려 드립니다' })).toBeNull())
    await expect(localStorage.getItem('isFirstRun')).toBe('N')
    await expect(localStorage.getItem('isOpenAppFirst')).toBe('N')
    // One thing before home at this start: the week's notice waits for the next one (notice-pop-up.test.ts).
    await expect(sessionStorage.getItem('firstRunReadThisStart')).toBe('Y')
  },
})

export const ThemeColour = meta.story({
  name: 'Theme colour from the cloud service info',
  parameters: {
    sandbox: {
      setup: async ({ db }) => {
        await db.hospitalInfo.update((q) => q.where({ hospitalName: '한빛대학교병원' }), {
          data(info) {
            info.cloudServiceInfo.colorCode = '1F5FAD'
          },
        })
      },
    } satisfies SandboxParameters,
  },
  play: async () => {
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--color-primary').toLowerCase()).toContain('#1f5fad'),
    )
  },
})

export const LargeFontHome = meta.story({
  name: 'Large font: home fits the phone',
  parameters: { route: href('home'), sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    await expect(getComputedStyle(document.documentElement).fontSize).toBe(`${1.13 * 16}px`)
    await expectNoSidewaysScroll()
  },
})

export const LargeFontDrawer = meta.story({
  name: 'Large font: the drawer fits the phone',
  parameters: { sandbox: { persona: 'family', settings: { isBigFont: 'ON' } } },
  play: async () => {
    const drawer = await openDrawer()
    await expect(within(drawer).getByRole('switch', { name: '큰 글씨' })).toBeChecked()
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth)
    await expectNoSidewaysScroll()
  },
})

export const LargerFontStep = meta.story({
  name: 'Large font, the larger step: chosen at the top of the drawer, the whole page grows',
  parameters: { route: href('home'), sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    const drawer = within(await openDrawer())
    // The settings come first: the text size is what a patient who cannot read the page looks for.
    const headings = drawer.getAllByRole('heading').map((h) => h.textContent)
    await expect(headings.indexOf('설정')).toBeGreaterThanOrEqual(0)
    await expect(headings.indexOf('설정')).toBeLessThan(headings.indexOf('외래'))
    await expect(drawer.getByRole('radio', { name: '크게' })).toBeChecked()
    await userEvent.click(drawer.getByRole('radio', { name: '아주 크게' }))
    await waitFor(() => expect(getComputedStyle(document.documentElement).fontSize).toBe(`${1.3 * 16}px`))
    // Off: back to the phone's size, and the step is kept for the next time.
    await userEvent.click(drawer.getByRole('switch', { name: '큰 글씨' }))
    await waitFor(() => expect(getComputedStyle(document.documentElement).fontSize).toBe('16px'))
    await expect(drawer.queryByRole('radio', { name: '아주 크게' })).toBeNull()
    await userEvent.click(drawer.getByRole('switch', { name: '큰 글씨' }))
    await waitFor(() => expect(getComputedStyle(document.documentElement).fontSize).toBe(`${1.3 * 16}px`))
    await expectNoSidewaysScroll()
  },
})

export const PhoneTextSize = meta.story({
  name: "The phone's own large text: followed without any setting, never made smaller",
  parameters: {
    route: href('home'),
    sandbox: { native: { fontScale: 1.4 } } satisfies SandboxParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    await waitFor(() => expect(getComputedStyle(document.documentElement).fontSize).toBe(`${1.4 * 16}px`))
    const drawer = within(await openDrawer())
    // The app's large font (1.13) is smaller than the phone's: the phone's size stays.
    await userEvent.click(drawer.getByRole('switch', { name: '큰 글씨' }))
    await waitFor(() => expect(drawer.getByRole('radio', { name: '크게' })).toBeChecked())
    await expect(getComputedStyle(document.documentElement).fontSize).toBe(`${1.4 * 16}px`)
    await expectNoSidewaysScroll()
  },
})

export const NotFound = meta.story({
  name: 'An unknown address: the page does not exist, and home is one tap away',
  parameters: { route: '/outpatient/apointment/step1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('페이지를 찾을 수 없습니다')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: '없는 페이지' })).toBeVisible()
    await expect(canvas.queryByText('서비스 준비 중입니다.')).toBeNull()
    await expect(canvas.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/')
  },
})

export const DrawerUnreadMessages = meta.story({
  name: 'Drawer: the message box says how many wait unread, and opens',
  play: async ({ canvas }) => {
    const drawer = within(await openDrawer())
    const messageBox = await drawer.findByRole('button', { name: /메시지함 새 메시지 2건/ })
    await userEvent.click(messageBox)
    await expect(await canvas.findByRole('heading', { level: 1, name: '메시지함' })).toBeVisible()
    await expect(await canvas.findByText('읽지 않은 메시지 2건')).toBeVisible()
  },
})
