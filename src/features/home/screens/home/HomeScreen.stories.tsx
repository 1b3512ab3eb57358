import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import { recordRequests } from '#.storybook/sandbox/record-requests'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { waitingRequest } from '#.storybook/sandbox/first-visit-worlds'
import { href } from '@/shared/routes/route-table'
import { PATIENT_NO_HINT_KEY } from '@/shared/storage/personal-keys'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import HomeScreen from './HomeScreen'

/** The addresses the home asked for (the signed-in start). */
const requests = recordRequests()

/** What only a patient number may ask, and the start asks early. */
const patientCalls = () =>
  requests.asked.filter((url) => url.endsWith('/api/common/today-schedule') || url.endsWith('/api/inpatient/status'))

const meta = preview.meta({
  title: 'Screens/Home',
  component: HomeScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('home'), sandbox: { persona: 'outpatient' } satisfies SandboxParameters },
})

/** The shortcuts once it is known whose they are (the stay's or the outpatient's): never the stand-in. */
async function knownShortcuts(canvas: { getByRole: typeof screen.getByRole }): Promise<HTMLElement> {
  return waitFor(async () => {
    const region = canvas.getByRole('region', { name: '바로가기' })
    await expect(within(region).queryByRole('status')).toBeNull()
    await expect(within(region).getAllByRole('link').length).toBeGreaterThan(0)
    return region
  })
}

/** Closes this week's notice dialog so the page underneath can be checked. */
async function closeNoticeDialog() {
  const dialog = await screen.findByRole('dialog', { name: '공지사항' })
  await within(dialog).findByText('본관 지하 주차장 공사에 따른 임시 주차 안내')
  within(dialog).getByRole('button', { name: '닫기' }).click()
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '공지사항' })).toBeNull())
}

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    await expect(await canvas.findByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '모바일 진료카드' })).toBeVisible()
    await expect(await canvas.findByText('오늘 중 검사')).toBeVisible()
    // Today's blood draw says to fast, on the card itself.
    await expect(canvas.getByText('채혈 (혈액검사)').closest('li')).toHaveTextContent('준비 사항 검사 전 8시간 금식')
    await expect(canvas.getByText('오전 10:30')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '도착확인' })).toBeEnabled()
    const shortcuts = await knownShortcuts(canvas)
    for (const label of ['진료예약', '예약조회', '의료진 찾기', '진료비 하이패스', '진료비 수납', '검사결과']) {
      await expect(within(shortcuts).getByRole('link', { name: label })).toBeVisible()
    }
    // The latest notices load beside the home (their own chunk): waited for, not assumed.
    await expect((await canvas.findAllByText('새 글')).length).toBeGreaterThan(0)
  },
})

/** The bottom of the first screen a 390 x 844 phone shows, under the tab bar. */
const aboveTheFold = (element: Element) => {
  const tabBar = document.querySelector('nav[aria-label="주요 메뉴"]')
  const fold = tabBar ? tabBar.getBoundingClientRect().top : window.innerHeight
  return element.getBoundingClientRect().bottom <= fold
}

export const WhatComesNext = meta.story({
  name: 'What comes next: booking above the fold, what is owed, the appointment after today',
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    const quick = await canvas.findByRole('navigation', { name: '자주 쓰는 메뉴' })
    const book = within(quick).getByRole('link', { name: '진료예약' })
    await expect(book).toHaveAttribute('href', '/outpatient/appointment/step1')
    // On a visit day with three things on the schedule, booking is still on the first screen.
    await expect(aboveTheFold(book)).toBe(true)
    // What is still owed: the payment screen's sum (its 51,100원 결제하기), one tap from home.
    const owed = await canvas.findByRole('link', { name: /수납할 진료비 51,100원/ })
    await expect(owed).toHaveAttribute('href', '/outpatient/payment/default')
    // Today's schedule first, then the next day with an appointment (booked for another day).
    await expect(await canvas.findByText(/다가오는 예약 · 2026.11.26/)).toBeVisible()
    await expect(canvas.getByText('오전 10:30')).toBeVisible()
  },
})

export const FamilyOneTap = meta.story({
  name: 'The family one tap from home: switched at the tap, and back the same way',
  parameters: { sandbox: { persona: 'family' } },
  play: async ({ canvas, userEvent }) => {
    await closeNoticeDialog()
    const family = await canvas.findByRole('group', { name: '가족 계정 바로 전환' })
    await userEvent.click(within(family).getByRole('button', { name: '부모 김순자' }))
    await expect(await screen.findByText('김순자님 계정으로 전환되었습니다.')).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: /김순자님, 안녕하세요/ })).toBeVisible()
    // The way back is in the same place.
    const back = await canvas.findByRole('group', { name: '가족 계정 바로 전환' })
    await userEvent.click(await within(back).findByRole('button', { name: '내 계정 정해진' }))
    await expect(await canvas.findByRole('heading', { name: /정해진님, 안녕하세요/ })).toBeVisible()
  },
})

export const SignedOut = meta.story({
  parameters: { sandbox: { persona: 'none' } },
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    await expect(await canvas.findByRole('heading', { name: '로그인하고 진료 예약과 기록을 확인하세요' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login/auth')
    // The address leads to the way to come, signed in or not.
    await expect(canvas.getByRole('link', { name: keepWhole('오시는 길 · 주차 안내') })).toHaveAttribute(
      'href',
      '/hospital/facility/waytogo',
    )
  },
})

/** The checkup persona's booked checkups taken away. */
const withoutCheckups: SandboxParameters['setup'] = ({ db }) => {
  db.checkupAppointments.deleteMany((q) => q.where({ patient: { patientNo: '10456789' } }))
}

export const NoPatientNumber = meta.story({
  parameters: { sandbox: { persona: 'newcomer' } },
  beforeEach: requests.beforeEach,
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    await expect(await canvas.findByRole('link', { name: '환자번호 등록하기' })).toBeVisible()
    await expect(canvas.queryByText('오늘의 일정')).toBeNull()
    // A newcomer without a number has a way in: the first visit.
    const card = await canvas.findByRole('region', { name: '이 병원에 처음 오셨나요?' })
    await expect(within(card).getByRole('link', { name: '처음 오셨나요? 초진 예약 신청' })).toHaveAttribute(
      'href',
      '/outpatient/first-visit/new',
    )
    // Nothing asked that only a patient number may ask (the server would refuse it: 400).
    await expect(requests.asked.some((url) => url.endsWith('/api/users/me'))).toBe(true)
    await expect(patientCalls()).toEqual([])
  },
})

export const NewcomerWaiting = meta.story({
  name: 'Newcomer with a request: where it stands',
  parameters: { sandbox: { persona: 'newcomer', setup: waitingRequest } },
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    const card = await canvas.findByRole('region', { name: '초진 예약 신청' })
    await expect(card).toHaveTextContent('예약센터 확인 중')
    await expect(card).toHaveTextContent('2026.11.24 (화)까지 알림으로 알려 드립니다.')
    await expect(within(card).getByRole('link', { name: '신청 내용 보기' })).toHaveAttribute(
      'href',
      '/outpatient/first-visit',
    )
  },
})

export const NewcomerBookedByTheDesk = meta.story({
  name: 'Newcomer on the answer day: booked, the number registered, a patient’s home',
  parameters: { sandbox: { persona: 'newcomer', setup: waitingRequest, now: '2026-11-24T09:00:00+09:00' } },
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    await expect(await canvas.findByRole('button', { name: '모바일 진료카드' })).toBeVisible()
    await expect(await canvas.findByText(/다가오는 예약 · 2026.11.25/)).toBeVisible()
    await expect(canvas.queryByRole('link', { name: '환자번호 등록하기' })).toBeNull()
  },
})

export const FamilySelected = meta.story({
  parameters: { sandbox: { persona: 'family', actingAs: 'U1006' } },
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    await expect(await canvas.findByRole('heading', { name: /김순자님, 안녕하세요/ })).toBeVisible()
    await expect(canvas.getByText('가족 계정')).toBeVisible()
  },
})

export const NextAppointments = meta.story({
  name: 'No schedule today: the next appointments',
  parameters: { sandbox: { persona: 'outpatient', now: '2026-11-24T09:00:00+09:00' } },
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    await expect(await canvas.findByText(/다가오는 예약 · 2026.11.26/)).toBeVisible()
  },
})

export const UpcomingSameDayTests = meta.story({
  name: 'No schedule today: the next day’s tests at 00:00 or 06:00 say “any time that day”, after the timed visit',
  parameters: { sandbox: { persona: 'outpatient', now: '2026-11-22T09:00:00+09:00' } },
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    await expect(await canvas.findByText(/다가오는 예약 · 2026.11.23/)).toBeVisible()
    // As read (the app's no-break spaces read as spaces).
    const items = canvas
      .getAllByRole('listitem')
      .map((li) => li.firstElementChild?.textContent?.replace(/\u00a0/g, ' '))
    const next = items.filter((text) => /김성훈|채혈|흉부/.test(text ?? ''))
    await expect(next).toEqual([
      '오전 10:30 순환기내과 김성훈 교수',
      '흉부 X선 · 그날 중 아무 때나',
      '채혈 (혈액검사) · 그날 중 아무 때나',
    ])
    await expect(canvas.queryByText(/오전 12:00|오전 6:00/)).toBeNull()
    // The blood draw's fasting stands on the card, not only in the test inquiry.
    const draw = canvas.getAllByRole('listitem').find((li) => li.textContent?.includes('채혈'))!
    await expect(draw).toHaveTextContent('준비 사항 검사 전 8시간 금식')
  },
})

export const Empty = meta.story({
  name: 'Empty: nothing booked',
  // The checkup persona without her booked checkup: nothing booked anywhere.
  parameters: {
    sandbox: {
      persona: 'checkup',
      setup: withoutCheckups,
    },
  },
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    await expect(await canvas.findByText('예정된 일정이 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '진료 예약하기' })).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: { sandbox: { faults: { fetchTodaySchedule: { status: 500, reason: '일정을 불러오지 못했습니다.' } } } },
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('일정을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const UserUnavailable = meta.story({
  name: 'The user does not load (503): still signed in, a retry',
  parameters: { sandbox: { faults: { fetchUserInfo: { status: 503, reason: '서비스 점검 중입니다.' } } } },
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    const alert = await canvas.findByText(
      '내 정보를 불러오지 못했습니다. 로그인은 그대로 유지됩니다. 잠시 후 다시 시도해 주세요.',
    )
    await expect(alert).toBeVisible()
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toBeVisible()
    // Not the signed-out home: the session is kept.
    await expect(canvas.queryByRole('heading', { name: '로그인하고 진료 예약과 기록을 확인하세요' })).toBeNull()
    await expect(localStorage.getItem('access-token')).toBe('sandbox-token-U1001')
  },
})

export const RefusedCall = meta.story({
  name: "A 403 on today's schedule with a good session: its reason, no sign-in again",
  parameters: { sandbox: { faults: { fetchTodaySchedule: { status: 403, reason: '조회 권한이 없습니다.' } } } },
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('조회 권한이 없습니다.')
    await expect(await canvas.findByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    await expect(localStorage.getItem('access-token')).toBe('sandbox-token-U1001')
  },
})

/**
 * Home's one loading style (components/HomeLoading.tsx): every part on its way, whether its code,
 * its call or the account is what it waits for, is the shared SkeletonList: a status, busy, that
 * says it is loading. No skeleton of a part's own beside it (decorative blocks outside a status),
 * no spinner. Returns the busy parts.
 */
async function expectOneLoadingStyle(root: HTMLElement): Promise<HTMLElement[]> {
  const busy = await waitFor(() => {
    const parts = [...root.querySelectorAll<HTMLElement>('[aria-busy="true"]:not(button)')]
    if (parts.length === 0) throw new globalThis.Error('nothing is loading')
    return parts
  })
  for (const part of busy) {
    await expect(part).toHaveAttribute('role', 'status')
    await expect(part).toHaveTextContent('불러오는 중입니다')
  }
  // The skeleton's blocks (decorative, sized inline) stand only inside such a status.
  for (const block of root.querySelectorAll('span[aria-hidden="true"][style*="height"]')) {
    await expect(block.closest('[role="status"][aria-busy="true"]')).not.toBeNull()
  }
  await expect(root.querySelector('[role="progressbar"]')).toBeNull()
  return busy
}

export const Loading = meta.story({
  parameters: {
    sandbox: { faults: { fetchTodaySchedule: { noResponse: 'hang' }, listMainNotices: { noResponse: 'hang' } } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: /이서연님/ })).toBeVisible()
    await expectOneLoadingStyle(canvasElement)
    // Today's schedule waits in its own place, under its title.
    const today = await canvas.findByRole('region', { name: '오늘의 일정' })
    await expect(within(today).getByRole('status')).toHaveAttribute('aria-busy', 'true')
  },
})

export const LoadingAccount = meta.story({
  name: 'Loading: the account on its way, the greeting and today’s schedule wait in the one loading style',
  parameters: { sandbox: { faults: { fetchUserInfo: { noResponse: 'hang' } } } },
  play: async ({ canvas, canvasElement }) => {
    const busy = await expectOneLoadingStyle(canvasElement)
    // Where the greeting will stand, and today's schedule under its title.
    await expect(busy.length).toBeGreaterThanOrEqual(2)
    const today = canvas.getByRole('region', { name: '오늘의 일정' })
    await expect(within(today).getByRole('status')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('heading', { name: /이서연님/ })).toBeNull()
  },
})

export const LoadingStay = meta.story({
  name: 'Loading: whether the patient is in hospital, the shortcuts wait in the one loading style',
  parameters: { sandbox: { persona: 'inpatient', faults: { fetchInpatientStatus: { noResponse: 'hang' } } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: /안녕하세요/ })).toBeVisible()
    const shortcuts = await canvas.findByRole('region', { name: '바로가기' })
    await expect(within(shortcuts).getByRole('status')).toHaveAttribute('aria-busy', 'true')
    // Neither the outpatient's shortcuts nor the stay's until it is known.
    await expect(within(shortcuts).queryByRole('link')).toBeNull()
    await expectOneLoadingStyle(canvasElement)
  },
})

export const LoadingFirstVisit = meta.story({
  name: 'Loading: a newcomer’s first-visit card waits in the one loading style',
  parameters: { sandbox: { persona: 'newcomer', faults: { listFirstVisitRequests: { noResponse: 'hang' } } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: '환자번호 등록하기' })).toBeVisible()
    await expectOneLoadingStyle(canvasElement)
    await expect(canvas.queryByRole('region', { name: '이 병원에 처음 오셨나요?' })).toBeNull()
  },
})

export const Offline = meta.story({
  name: "Offline: today's schedule from the kept copy, with its time, and no 도착확인",
  parameters: { sandbox: { offline: { receivedAt: '2026-11-23T08:40:00+09:00' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    // The card stands in for its own chunk until that has loaded (run alone, it has not yet):
    // the region is looked up once the card's notice is there, not the stand-in's.
    const notice = (await canvas.findByText('인터넷에 연결되어 있지 않습니다')).closest<HTMLElement>('[role="status"]')!
    const today = canvas.getByRole('region', { name: '오늘의 일정' })
    await expect(today).toContainElement(notice)
    await expect(notice).toHaveTextContent('마지막으로 받은 정보를 보여 드립니다(오전 8:40 기준)')
    await expect(notice).toHaveTextContent('도착확인')
    await expect(within(today).getByText('오전 10:30')).toBeVisible()
    await expect(within(today).queryByRole('button', { name: '도착확인' })).toBeNull()
  },
})

export const ArrivalFromHome = meta.story({
  name: 'Arrival check-in from home: what happened, where to wait, and the waiting number one tap away',
  parameters: { sandbox: { native: { location: 'inside' } } },
  play: async ({ canvas, userEvent }) => {
    await closeNoticeDialog()
    await userEvent.click(await canvas.findByRole('button', { name: '도착확인' }))
    const done = await screen.findByRole('alertdialog', { name: '도착확인이 완료되었습니다' })
    await expect(done).toHaveTextContent('대기순번 4번, 내 앞에 3명이 기다리고 있습니다.')
    await expect(done).toHaveTextContent('진료 장소: 본관 2층 내과계 외래')
    // Behind the answer the visit is checked in already: its next step is a button, not a link in the text.
    await userEvent.click(within(done).getByRole('button', { name: '대기순번 보기' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: '대기순번' })).toBeVisible()
    await expect(await canvas.findByText('앞에 3명이 기다리고 있습니다')).toBeVisible()
  },
})

export const Inpatient = meta.story({
  tags: ['visual'],
  name: 'In hospital with surgery today: the stay first (room, fasting, surgery and its stage), the stay’s shortcuts',
  parameters: { sandbox: { persona: 'inpatient' } },
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    const stay = await canvas.findByRole('region', { name: '입원 중입니다' })
    await expect(stay).toHaveTextContent(/병실.*7병동 712호/)
    // That he must not eat today: said once, on home.
    const fasting = await within(stay).findByRole('note')
    await expect(fasting).toHaveTextContent('오늘은 금식입니다')
    await expect(canvas.getAllByText('오늘은 금식입니다')).toHaveLength(1)
    await expect(await within(stay).findByText(/오후 1:00 복강경 담낭절제술/)).toBeVisible()
    await expect(within(stay).getByText('수술대기')).toBeVisible()
    await expect(within(stay).getByRole('link', { name: '수술현황 보기' })).toHaveAttribute(
      'href',
      '/inpatient/operation/current/default',
    )
    // The stay's shortcuts, not booking and hi-pass.
    const shortcuts = await knownShortcuts(canvas)
    for (const label of ['입원 일정', '수술현황', '식단·회진', '중간진료비']) {
      await expect(within(shortcuts).getByRole('link', { name: label })).toBeVisible()
    }
    await expect(within(shortcuts).queryByRole('link', { name: '진료비 하이패스' })).toBeNull()
    await expect(within(shortcuts).queryByRole('link', { name: '진료예약' })).toBeNull()
  },
})

/** 최지은's checkup day (14 Dec), before the desk opens; that week has no notice pop-up. */
const CHECKUP_DAY = '2026-12-14T07:30:00+09:00'

export const CheckupDay = meta.story({
  tags: ['visual'],
  name: 'Checkup day: the checkup first (arrive by when and where, the desk hours, preparation, the stations)',
  parameters: { sandbox: { persona: 'checkup', now: CHECKUP_DAY } },
  play: async ({ canvas, canvasElement }) => {
    const day = await canvas.findByRole('region', { name: '오늘은 건강검진 날입니다' })
    await expect(day).toHaveTextContent('종합검진 정밀')
    await expect(day).toHaveTextContent(/접수.*오전 8:00까지/)
    await expect(day).toHaveTextContent(/접수 시간.*오전 8:20~11:30, 오후 1:30~4:30/)
    await expect(within(day).getByRole('note')).toHaveTextContent('준비 사항')
    // Not at the desk yet: what to do there, said first.
    await expect(await within(day).findByText(/아직 접수 전입니다/)).toBeVisible()
    // The next three stations, when and where; the rest one tap away.
    const stations = within(day).getByRole('list', { name: '검진 순서' })
    await expect(within(stations).getAllByRole('listitem')).toHaveLength(3)
    await expect(stations).toHaveTextContent(/오전 8:00.*1\. 접수·문진표 확인.*신관 2층 건강증진센터/)
    await expect(stations).not.toHaveTextContent('신분증을 보여 주시고')
    await expect(day).toHaveTextContent(/그다음 검사 \d+개는 검진 순서에서 보실 수 있습니다/)
    await expect(within(day).getByRole('link', { name: '검진 순서 자세히 보기' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/checkup\/schedule\?receptionId=/),
    )
    // It leads the home: before today's schedule.
    const today = await canvas.findByRole('region', { name: '오늘의 일정' })
    const order = day.compareDocumentPosition(today)
    await expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // Nothing else booked today: the schedule card does not say "nothing scheduled" under the checkup.
    await expect(await within(today).findByText('건강검진 말고는 오늘 예정된 진료나 검사가 없습니다.')).toBeVisible()
    await expect(within(today).queryByText('예정된 일정이 없습니다')).toBeNull()
    await expect(canvasElement).not.toHaveTextContent('정보를 찾을 수 없습니다')
  },
})

export const CheckupUnderWay = meta.story({
  name: 'Checkup day under way: the station now and the next ones with their states, not those done',
  parameters: {
    sandbox: {
      persona: 'checkup',
      now: '2026-12-14T09:10:00+09:00',
      setup: async ({ db }) => {
        await db.checkupAppointments.update((q) => q.where({ receptionDate: '2026-12-14' }), {
          data(appointment) {
            appointment.progress = 'IN_PROGRESS'
            appointment.stations.forEach((station, index) => {
              station.state = index < 2 ? 'DONE' : index === 2 ? 'IN_PROGRESS' : 'WAITING'
            })
          },
        })
      },
    } satisfies SandboxParameters,
  },
  play: async ({ canvas }) => {
    const day = await canvas.findByRole('region', { name: '오늘은 건강검진 날입니다' })
    // Once the day's stations have come (until then the part shows the one loading style).
    await within(day).findByText('지금 받으실 검사')
    await expect(within(day).getByRole('status')).toHaveTextContent('지금 받으실 검사')
    await expect(within(day).queryByText(/아직 접수 전입니다/)).toBeNull()
    await expect(within(day).queryByText('완료')).toBeNull()
    await expect(within(day).getByText('진행 중')).toBeVisible()
    await expect(within(day).getAllByText('대기')).toHaveLength(2)
  },
})

export const NotACheckupDay = meta.story({
  name: 'A checkup booked for another day: no checkup card, the checkup among the next appointments',
  parameters: { sandbox: { persona: 'checkup' } },
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    const today = await canvas.findByRole('region', { name: '오늘의 일정' })
    await expect(canvas.queryByRole('region', { name: '오늘은 건강검진 날입니다' })).toBeNull()
    // Spec: with nothing today, the nearest future appointment, a booked checkup too.
    await expect(await within(today).findByText(/다가오는 예약/)).toHaveTextContent(/2026\.12\.14/)
    await expect(today).toHaveTextContent(/오전 8:00 건강검진 · /)
    await expect(within(today).queryByRole('link', { name: '진료 예약하기' })).toBeNull()
  },
})

export const CheckupBookingsFail = meta.story({
  name: 'Checkup day, the checkup call failing: the usual home, no error over it',
  parameters: {
    sandbox: { persona: 'checkup', now: CHECKUP_DAY, faults: { fetchCheckupHistory: { status: 503 } } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: '오늘의 일정' })
    await expect(canvas.queryByRole('region', { name: '오늘은 건강검진 날입니다' })).toBeNull()
    await expect(screen.queryByRole('alertdialog')).toBeNull()
  },
})

export const OutpatientShortcuts = meta.story({
  name: 'Not in hospital: no stay card, the outpatient shortcuts',
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    const shortcuts = await knownShortcuts(canvas)
    await expect(within(shortcuts).getByRole('link', { name: '진료예약' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: '입원 중입니다' })).toBeNull()
  },
})

export const InpatientStatusFails = meta.story({
  name: 'The stay cannot be asked (503): the usual home, no error over it',
  parameters: {
    sandbox: { persona: 'inpatient', faults: { fetchInpatientStatus: { status: 503, reason: '점검 중입니다.' } } },
  },
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    // The shortcuts wait (loading) while the stay is asked again; then the outpatient's.
    await waitFor(() =>
      expect(
        within(canvas.getByRole('region', { name: '바로가기' })).getByRole('link', { name: '진료예약' }),
      ).toBeVisible(),
    )
    await expect(canvas.queryByRole('region', { name: '입원 중입니다' })).toBeNull()
    await expect(screen.queryByRole('alertdialog')).toBeNull()
  },
})

export const SignedInStart = meta.story({
  name: "A signed-in start asks for today's schedule together with the user, not after it",
  parameters: { sandbox: { faults: { fetchUserInfo: { latencyMs: 1500 } } } },
  // The session's last user info had a patient number (the sandbox's phone has used the app).
  beforeEach: requests.beforeEach,
  play: async ({ canvas }) => {
    // The user is still on its way, and the schedule and the stay have been asked for already.
    await waitFor(() => expect(patientCalls()).toHaveLength(2))
    await expect(canvas.queryByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeNull()
    await closeNoticeDialog()
    // Once the user is there, the schedule is there with it: no further round trip.
    await expect(await canvas.findByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    await expect(canvas.getByText('오전 10:30')).toBeVisible()
  },
})

export const FirstStartOfASession = meta.story({
  name: 'A start that learned nothing of the account yet asks at once too (nearly every account has a number)',
  parameters: { sandbox: { faults: { fetchUserInfo: { latencyMs: 1500 } } } },
  beforeEach: () => {
    localStorage.removeItem(PATIENT_NO_HINT_KEY)
    return requests.beforeEach()
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(patientCalls()).toHaveLength(2))
    await expect(canvas.queryByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeNull()
    await closeNoticeDialog()
    await expect(await canvas.findByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    await expect(await canvas.findByText('오전 10:30')).toBeVisible()
    // Asked once each: the card and the stay take the early answers.
    await expect(patientCalls()).toHaveLength(2)
    // What this start learned is kept for the next one.
    await expect(localStorage.getItem(PATIENT_NO_HINT_KEY)).toMatch(/ Y$/)
  },
})

export const NoticeHiddenToday = meta.story({
  name: 'Notice dialog hidden for the rest of today (until midnight, Korea)',
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('dialog', { name: '공지사항' })
    within(dialog).getByRole('button', { name: '오늘 하루 보지 않기' }).click()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '공지사항' })).toBeNull())
    await expect(localStorage.getItem('hiddenNoticeUntil')).toBe(
      String(new Date('2026-11-24T00:00:00+09:00').getTime()),
    )
    await expect(canvas.getByRole('heading', { name: /이서연님/ })).toBeVisible()
  },
})
