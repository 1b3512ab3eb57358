import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { wholeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import AppointmentScreen from './AppointmentScreen'

type World = Parameters<NonNullable<SandboxParameters['setup']>>[0]

/** The story's sandbox world, kept to check what the server holds afterwards. */
let world: World | undefined
const keepWorld =
  (then?: SandboxParameters['setup']): SandboxParameters['setup'] =>
  async (w) => {
    world = w
    await then?.(w)
  }

/** 최지은 without her booked comprehensive checkup (cancelled earlier). */
const noAppointment: SandboxParameters['setup'] = (w) => w.db.checkupAppointments.clear()

const appointmentsOf = () =>
  world?.db.checkupAppointments.findMany((q) => q.where({ patient: { patientNo: '10456789' } })) ?? []

const meta = preview.meta({
  title: 'Screens/Checkup/Appointment',
  component: AppointmentScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('checkupAppointment'),
    sandbox: { persona: 'checkup', setup: keepWorld() } satisfies SandboxParameters,
  },
})

const mine = async (canvas: HTMLElement) =>
  (await within(canvas).findByRole('heading', { name: '나의 검진 예약' })).closest('section')!
const bookingSection = async (canvas: HTMLElement) =>
  (await within(canvas).findByRole('heading', { name: '검진 예약하기' })).closest('section')!
const december = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '2026년 12월' })

export const Loaded = meta.story({
  name: 'Loaded: the booked checkup, where it stands, and cancel',
  play: async ({ canvasElement }) => {
    const section = await mine(canvasElement)
    const card = within(section).getByRole('article', { name: /2026.12.14\s\(월\)\s오전\s8:00/ })
    await expect(card).toHaveTextContent('종합검진 정밀 (위·대장내시경)')
    await expect(card).toHaveTextContent('전날 저녁 9시 이후 금식')
    await expect(await within(card).findByText('접수 전')).toBeVisible()
    await expect(within(card).getByRole('button', { name: '예약 취소' })).toBeEnabled()
    await expect(within(card).getByRole('link', { name: '당일 일정 보기' })).toHaveAttribute(
      'href',
      '/checkup/schedule',
    )
    // Another comprehensive checkup cannot be booked on top of it.
    const booking = await bookingSection(canvasElement)
    await expect(within(booking).getByText(/이미 예약된 같은 종류의 검진이 있습니다/)).toBeVisible()
  },
})

export const CancelConfirmed = meta.story({
  name: 'Cancel: asked first, then gone',
  play: async ({ canvasElement }) => {
    const section = await mine(canvasElement)
    await userEvent.click(within(section).getByRole('button', { name: '예약 취소' }))
    const dialog = await screen.findByRole('alertdialog', { name: '검진 예약을 취소할까요?' })
    await expect(dialog).toHaveTextContent('2026.12.14 (월) 종합검진 정밀 (위·대장내시경) 예약을 취소합니다')
    await expect(dialog).toHaveTextContent('3주 뒤 날짜부터')
    await userEvent.click(within(dialog).getByRole('button', { name: '예약 취소' }))
    await expect(await screen.findByText('검진 예약이 취소되었습니다.')).toBeVisible()
    await expect(await within(section).findByText('다가오는 검진 예약이 없습니다')).toBeVisible()
    await expect(appointmentsOf()).toEqual([])
  },
})

export const CancelKept = meta.story({
  name: 'Cancel: the patient keeps it, nothing is sent',
  play: async ({ canvasElement }) => {
    const section = await mine(canvasElement)
    await userEvent.click(within(section).getByRole('button', { name: '예약 취소' }))
    const dialog = await screen.findByRole('alertdialog', { name: '검진 예약을 취소할까요?' })
    await userEvent.click(within(dialog).getByRole('button', { name: '유지하기' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(appointmentsOf()).toHaveLength(1)
  },
})

export const CancelRefused = meta.story({
  name: 'Cancel refused by the server: the failure title and its reason',
  parameters: {
    sandbox: {
      faults: { deleteCheckupAppointment: { status: 409, reason: '이미 접수된 검진은 취소할 수 없습니다.' } },
    },
  },
  play: async ({ canvasElement }) => {
    const section = await mine(canvasElement)
    await userEvent.click(within(section).getByRole('button', { name: '예약 취소' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '검진 예약을 취소할까요?' })).getByRole('button', {
        name: '예약 취소',
      }),
    )
    const refusal = await screen.findByRole('alertdialog', { name: '예약을 취소하지 못했습니다' })
    await expect(refusal).toHaveTextContent('이미 접수된 검진은 취소할 수 없습니다.')
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
  },
})

export const CancelClosed = meta.story({
  name: 'Three days before: no cancel in the app, call the center',
  parameters: { sandbox: { now: '2026-12-12T09:00:00+09:00' } },
  play: async ({ canvasElement }) => {
    const section = await mine(canvasElement)
    await expect(await within(section).findByText(/검진 3일 전부터는 앱에서 취소할 수 없습니다/)).toBeVisible()
    await expect(within(section).queryByRole('button', { name: '예약 취소' })).toBeNull()
  },
})

export const OnTheDay = meta.story({
  name: 'On the day: the checkup under way, stations done',
  parameters: {
    sandbox: {
      now: '2026-12-14T09:10:00+09:00',
      setup: keepWorld(async (w) => {
        await w.db.checkupAppointments.update((q) => q.where({ receptionId: 'R202612140301' }), {
          data(a) {
            a.progress = 'IN_PROGRESS'
            a.stations = a.stations.map((s, i) => ({
              ...s,
              state: i < 3 ? 'DONE' : i === 3 ? 'IN_PROGRESS' : 'WAITING',
            }))
          },
        })
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const section = await mine(canvasElement)
    await expect(await within(section).findByText('검진 중 · 10개 중 3개 마침')).toBeVisible()
  },
})

export const DatesClosedByTheRule = meta.story({
  name: 'Dates closed by the 3-week rule: hatched, and saying why when pressed',
  parameters: { sandbox: { setup: keepWorld(noAppointment) } },
  play: async ({ canvasElement }) => {
    const booking = await bookingSection(canvasElement)
    const table = await december(booking)
    const early = within(table).getByRole('button', {
      name: /^2026년 12월 11일 금요일, 신청일로부터 3주 이내라 예약 불가/,
    })
    await expect(early).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(early)
    await expect(within(booking).getByRole('status')).toHaveTextContent(
      '2026.12.11 (금): 검진 준비(검사 예약, 대장 정결제 안내)에 시간이 필요해, 앱에서는 2026.12.14 (월)부터 예약하실 수 있습니다.',
    )
    await expect(early).toHaveAttribute('aria-pressed', 'false')
    await expect(
      within(booking).getByText(wholeText('검진 예약은 신청일(오늘)로부터 3주 뒤 날짜부터 하실 수 있습니다.')),
    ).toBeVisible()
    await expect(within(booking).getByText('3주 이내 (앱 예약 불가)')).toBeVisible()
    const saturday = within(table).getByRole('button', { name: /^2026년 12월 19일 토요일, 휴진일/ })
    await userEvent.click(saturday)
    await expect(within(booking).getByRole('status')).toHaveTextContent('2026.12.19 (토): 휴진일 (토요일, 공휴일)')
    await expect(within(table).getByRole('button', { name: /^2026년 12월 14일 월요일, 예약 가능/ })).toBeEnabled()
    // The hospital works on Sunday: the center takes checkups that day.
    await expect(
      within(table).getByRole('button', { name: /^2026년 12월 20일 일요일, (예약 가능|마감)/ }),
    ).toBeVisible()
  },
})

export const BookAgain = meta.story({
  name: 'Book again: type, program, a day from three weeks on, one tap',
  parameters: { sandbox: { setup: keepWorld(noAppointment) } },
  play: async ({ canvasElement }) => {
    const booking = await bookingSection(canvasElement)
    await userEvent.click(await within(booking).findByRole('radio', { name: /종합검진 정밀 \(위·대장내시경\)/ }))
    const table = await december(booking)
    await userEvent.click(within(table).getByRole('button', { name: /^2026년 12월 14일 월요일, 예약 가능/ }))
    await expect(within(booking).getByText('검진은 오전 8시에 시작합니다.')).toBeVisible()
    await userEvent.click(within(booking).getByRole('button', { name: '이 날짜로 예약하기' }))
    await expect(await screen.findByText('검진 예약이 완료되었습니다.')).toBeVisible()
    const section = await mine(canvasElement)
    await expect(await within(section).findByRole('article', { name: /2026.12.14\s\(월\)\s오전\s8:00/ })).toBeVisible()
    await expect(appointmentsOf().map((a) => [a.receptionDate, a.packageCode])).toEqual([['2026-12-14', 'SYN-PRECISE']])
  },
})

export const MissingChoices = meta.story({
  name: 'Nothing chosen: the messages under the form, nothing sent',
  parameters: { sandbox: { setup: keepWorld(noAppointment) } },
  play: async ({ canvasElement }) => {
    const booking = await bookingSection(canvasElement)
    await december(booking)
    await userEvent.click(within(booking).getByRole('button', { name: '이 날짜로 예약하기' }))
    await expect(await within(booking).findByText('검진 프로그램을 먼저 골라 주세요.')).toBeVisible()
    await expect(within(booking).getByText('검진 날짜를 골라 주세요.')).toBeVisible()
    await expect(appointmentsOf()).toEqual([])
  },
})

export const BookingRefused = meta.story({
  name: 'Booking refused by the server: its reason',
  parameters: {
    sandbox: {
      setup: keepWorld(noAppointment),
      faults: {
        createCheckupAppointment: { status: 409, reason: '예약할 수 없는 날짜입니다. 다른 날짜를 선택해 주세요.' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const booking = await bookingSection(canvasElement)
    await userEvent.click(await within(booking).findByRole('radio', { name: /종합검진 기본/ }))
    await userEvent.click(within(await december(booking)).getByRole('button', { name: /^2026년 12월 14일 월요일/ }))
    await userEvent.click(within(booking).getByRole('button', { name: '이 날짜로 예약하기' }))
    const refusal = await screen.findByRole('alertdialog', { name: '예약하지 못했습니다' })
    await expect(refusal).toHaveTextContent('예약할 수 없는 날짜입니다. 다른 날짜를 선택해 주세요.')
  },
})

export const Empty = meta.story({
  name: 'Empty: nothing booked, the booking below',
  parameters: { sandbox: { setup: keepWorld(noAppointment) } },
  play: async ({ canvasElement }) => {
    const section = await mine(canvasElement)
    await expect(within(section).getByText('다가오는 검진 예약이 없습니다')).toBeVisible()
    await expect(await december(await bookingSection(canvasElement))).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchCheckupHistory: { status: 500, reason: '검진 예약을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('검진 예약을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchCheckupHistory: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { name: '나의 검진 예약' })).toBeNull()
  },
})

export const LargeFont = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  parameters: { sandbox: { settings: { isBigFont: 'ON' }, setup: keepWorld(noAppointment) } },
  play: async ({ canvasElement }) => {
    await december(await bookingSection(canvasElement))
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
})
