import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { recordRequests } from '#.storybook/sandbox/record-requests'
import { storyNativeCalls } from '#.storybook/sandbox/story-bridge'
import { RECEPTION_ID_CHECK as ID_CHECK, receptionIdCheck } from '#.storybook/sandbox/reception-id-check-worlds'
import TodayScheduleScreen from './TodayScheduleScreen'

/** The addresses the screen asked for (the NoPatientNumber story). */
const requests = recordRequests()
const { asked } = requests

const meta = preview.meta({
  title: 'Screens/Visit/TodaySchedule',
  component: TodayScheduleScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('todaySchedule'), sandbox: { persona: 'outpatient' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const remaining = await canvas.findByRole('region', { name: '남은 일정' })
    await expect(await within(remaining).findByText('오늘 중 검사')).toBeVisible()
    await expect(within(remaining).getByText('채혈 (혈액검사)')).toBeVisible()
    await expect(within(remaining).getByText('오전 10:30')).toBeVisible()
    await expect(within(remaining).getByText('순환기내과 진료')).toBeVisible()
    await expect(within(remaining).getByRole('button', { name: '도착확인' })).toBeEnabled()
    const finished = canvas.getByRole('region', { name: '완료된 일정' })
    await expect(await within(finished).findByText('안과 진료')).toBeVisible()
    await expect(within(finished).getByText('진료 완료')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '일정 달력에서 모두 보기' })).toHaveAttribute('href', '/timeline')
  },
})

export const ArrivalInside = meta.story({
  name: 'Arrival check-in inside 50 m',
  parameters: { sandbox: { native: { location: 'inside' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '도착확인' }))
    // What happened and what to do now: the number, the room, where to wait; the screen one tap away.
    const done = await screen.findByRole('alertdialog', { name: '도착확인이 완료되었습니다' })
    await expect(done).toHaveTextContent('대기순번 4번, 내 앞에 3명이 기다리고 있습니다.')
    await expect(done).toHaveTextContent('진료 장소: 본관 2층 내과계 외래')
    await expect(done).toHaveTextContent('진료실 앞 대기석에 앉아 기다려 주세요.')
    await userEvent.click(within(done).getByRole('button', { name: '닫기' }))
    // The schedule refreshes: checked in, waiting, with the waiting number.
    await expect(await canvas.findByRole('link', { name: '대기순번 보기' })).toHaveAttribute(
      'href',
      '/outpatient/waiting/R202611230101/IMC',
    )
    await expect(canvas.getByText('진료 대기')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '도착확인' })).toBeNull()
  },
})

export const ArrivalOutside = meta.story({
  name: 'Arrival check-in outside 50 m',
  parameters: { sandbox: { native: { location: 'outside' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '도착확인' }))
    const dialog = await screen.findByRole('dialog', { name: '알림' })
    // The spec's sentence, how far away, and what to do.
    await expect(dialog).toHaveTextContent(/병원 안에서만 이용할 수 있습니다\. 지금 계신 곳은 병원에서 약 1\.0km/)
    await expect(dialog).toHaveTextContent('진료받으실 과의 접수 창구에 도착했다고 말씀해 주세요.')
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '알림' })).toBeNull())
    // Nothing changed: still to check in.
    await expect(await canvas.findByRole('button', { name: '도착확인' })).toBeEnabled()
    await expect(canvas.queryByRole('link', { name: '대기순번 보기' })).toBeNull()
  },
})

export const Empty = meta.story({
  name: 'Empty: nothing today',
  parameters: { sandbox: { persona: 'checkup' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('오늘 남은 일정이 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '진료 예약하기' })).toHaveAttribute(
      'href',
      '/outpatient/appointment/step1',
    )
    await expect(await canvas.findByText('아직 완료된 일정이 없습니다.')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchTodaySchedule: { status: 500, reason: '일정을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const remaining = await canvas.findByRole('region', { name: '남은 일정' })
    const alert = await within(remaining).findByRole('alert')
    await expect(alert).toHaveTextContent('일정을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: {
    sandbox: { faults: { fetchTodaySchedule: { noResponse: 'hang' }, listFinishedSchedules: { noResponse: 'hang' } } },
  },
  play: async ({ canvas }) => {
    const remaining = await canvas.findByRole('region', { name: '남은 일정' })
    await expect(within(remaining).getByRole('status')).toHaveTextContent('불러오는 중입니다')
  },
})

export const NoPatientNumber = meta.story({
  name: 'Signed in without a patient number: the way to register, and nothing asked of the server',
  parameters: { sandbox: { persona: 'newcomer' } },
  beforeEach: requests.beforeEach,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('환자번호를 등록하면 볼 수 있습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '환자번호 등록하기' })).toHaveAttribute(
      'href',
      '/account/register/patient',
    )
    await expect(asked.filter((url) => /\/api\/common\/(today|finished)-schedule/.test(url))).toEqual([])
  },
})

export const Offline = meta.story({
  name: 'Offline: what was kept this morning, with its time; check-in is not offered until a connection',
  parameters: { sandbox: { offline: { receivedAt: '2026-11-23T08:40:00+09:00' } } },
  play: async ({ canvas }) => {
    // The kept copy comes back from the phone's storage a moment after the notice: wait for its time.
    const since = await canvas.findByText('마지막으로 받은 정보를 보여 드립니다(오전 8:40 기준).', undefined, {
      timeout: 15_000,
    })
    const notice = since.closest<HTMLElement>('[role="status"]')!
    await expect(notice).toHaveTextContent('인터넷에 연결되어 있지 않습니다')
    await expect(notice).toHaveTextContent('인터넷에 연결된 뒤에 하실 수 있습니다')
    const remaining = await canvas.findByRole('region', { name: '남은 일정' })
    await expect(await within(remaining).findByText('흉부 X선')).toBeVisible()
    await expect(within(remaining).getByText('본관 지하 1층 영상의학센터')).toBeVisible()
    await expect(within(remaining).getByText('본관 2층 내과계 외래')).toBeVisible()
    await expect(within(remaining).queryByRole('button', { name: '도착확인' })).toBeNull()
  },
})

export const OfflineNothingKept = meta.story({
  name: 'Offline with nothing kept: says so, no endless skeleton',
  parameters: { sandbox: { offline: { receivedAt: '2026-11-23T08:40:00+09:00', kept: ['user'] } } },
  play: async ({ canvas }) => {
    const remaining = await canvas.findByRole('region', { name: '남은 일정' })
    await expect(await within(remaining).findByText('인터넷에 연결되어 있지 않습니다')).toBeVisible()
    await expect(within(remaining).getByText('연결되면 바로 불러오겠습니다.')).toBeVisible()
  },
})

export const IdCheck = meta.story({
  name: 'ID check at reception: what to bring, who need not, and the mobile card one tap away',
  // Photographed: the note's look (large button, the hospital's long words) is for a designer to review.
  tags: ['visual'],
  parameters: { sandbox: { setup: receptionIdCheck() } },
  play: async ({ canvas, userEvent }) => {
    const remaining = await canvas.findByRole('region', { name: '남은 일정' })
    const note = await within(remaining).findByRole('note')
    await expect(within(note).getByText('접수하실 때 본인 확인이 필요합니다')).toBeVisible()
    // The hospital's own words and exemptions, as it wrote them.
    await expect(note).toHaveTextContent(ID_CHECK.notice)
    const exempt = within(note).getByRole('list', { name: '본인 확인을 하지 않는 경우' })
    await expect(
      within(exempt)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(ID_CHECK.exemptions)
    // Arrival check-in stays the screen's main action; the card is one large tap beside it.
    await expect(within(remaining).getByRole('button', { name: '도착확인' })).toBeEnabled()
    await userEvent.click(within(remaining).getByRole('button', { name: '모바일 건강보험증 열기' }))
    await waitFor(() =>
      expect(storyNativeCalls.filter((call) => call.method === 'openApp')).toEqual([
        { method: 'openApp', args: ID_CHECK.mobileCardApp },
      ]),
    )
    await expect(screen.queryByText(/설치 화면을 열었습니다/)).toBeNull()
  },
})

export const IdCheckAppMissing = meta.story({
  name: 'ID check: the card app is not on the phone, so its store page opened and the patient is told',
  parameters: { sandbox: { setup: receptionIdCheck(), native: { appMissing: true } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '모바일 건강보험증 열기' }))
    await expect(
      await screen.findByText('모바일 건강보험증 앱이 없어 설치 화면을 열었습니다. 설치하신 뒤 다시 눌러 주세요.'),
    ).toBeVisible()
  },
})

export const IdCheckOff = meta.story({
  name: 'ID check turned off by the hospital: no note, the schedule as ever',
  parameters: { sandbox: { setup: receptionIdCheck({ enabled: 'N' }) } },
  play: async ({ canvas }) => {
    const remaining = await canvas.findByRole('region', { name: '남은 일정' })
    await expect(await within(remaining).findByRole('button', { name: '도착확인' })).toBeEnabled()
    await expect(within(remaining).queryByText('접수하실 때 본인 확인이 필요합니다')).toBeNull()
    await expect(within(remaining).queryByRole('button', { name: '모바일 건강보험증 열기' })).toBeNull()
  },
})

export const IdCheckNoVisit = meta.story({
  name: 'ID check on a day without a clinic visit: not said',
  parameters: { sandbox: { persona: 'checkup', setup: receptionIdCheck() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('오늘 남은 일정이 없습니다')).toBeVisible()
    await expect(canvas.queryByText('접수하실 때 본인 확인이 필요합니다')).toBeNull()
  },
})
