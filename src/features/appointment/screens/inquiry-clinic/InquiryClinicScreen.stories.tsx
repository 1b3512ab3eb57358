import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import InquiryClinicScreen from './InquiryClinicScreen'

type World = Parameters<NonNullable<SandboxParameters['setup']>>[0]

/** The story's sandbox world, kept to change it while the screen is open. */
let world: World | undefined

const meta = preview.meta({
  title: 'Screens/Appointment/InquiryClinic',
  component: InquiryClinicScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('outpatientAppointmentInquiryClinic'),
    sandbox: {
      persona: 'outpatient',
      setup: (sandbox) => {
        world = sandbox
      },
    } satisfies SandboxParameters,
  },
})

async function upcomingSection(canvasElement: HTMLElement): Promise<HTMLElement> {
  const heading = await within(canvasElement).findByRole('heading', { name: /^다가오는 예약/ })
  return heading.closest('section')!
}

const card = (section: HTMLElement, title: RegExp) => within(section).getByRole('article', { name: title })

export const Loaded = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: '진료 예약' })).toHaveAttribute('aria-current', 'page')
    const upcoming = await upcomingSection(canvasElement)
    const titles = within(upcoming)
      .getAllByRole('article')
      .map((a) => within(a).getByRole('heading').textContent)
    // Nearest first: today 10:30, 26 Nov, 7 Dec (the next visit is what a patient looks for).
    await expect(titles).toEqual([
      keepWhole('2026.11.23 (월) 오전 10:30'),
      keepWhole('2026.11.26 (목) 오전 10:00'),
      keepWhole('2026.12.07 (월) 오전 9:30'),
    ])
    const nov26 = card(upcoming, /2026.11.26/)
    await expect(within(nov26).getByText('소화기내과')).toBeVisible()
    await expect(within(nov26).getByText('박지훈 교수')).toBeVisible()
    await expect(within(nov26).getByText('본관 2층 내과계 외래')).toBeVisible()
    await expect(within(nov26).getByRole('button', { name: '예약 취소' })).toBeVisible()
    await expect(within(nov26).getByRole('link', { name: '알림 설정' })).toHaveAttribute(
      'href',
      '/common/alarm/settings/A202611260001/2026-11-26/10%3A00/clinic',
    )
    // Passed visits are listed apart, without actions.
    const past = canvas.getByRole('heading', { name: /^지난 예약/ }).closest('section')!
    await expect(within(past).getByRole('article', { name: /2026.11.23\s\(월\)\s오전\s8:30/ })).toBeVisible()
    await expect(within(past).queryByRole('button')).toBeNull()
    await expect(within(past).getByRole('article', { name: /2026.11.02/ })).toHaveTextContent('초진')
  },
})

export const CancelSuccess = meta.story({
  name: 'Cancel: confirmed, done, list refreshed',
  play: async ({ canvasElement }) => {
    const upcoming = await upcomingSection(canvasElement)
    await userEvent.click(within(card(upcoming, /2026.11.26/)).getByRole('button', { name: '예약 취소' }))
    const dialog = await screen.findByRole('alertdialog', { name: '예약을 취소할까요?' })
    await expect(within(dialog).getByText(/2026.11.26 \(목\) 오전 10:00 소화기내과 예약을 취소합니다/)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: '예약 취소' }))
    await expect(await screen.findByText('예약이 취소되었습니다.')).toBeVisible()
    await waitFor(() => expect(within(upcoming).queryByRole('article', { name: /2026.11.26/ })).toBeNull())
    await expect(within(upcoming).getAllByRole('article')).toHaveLength(2)
  },
})

export const CancelKept = meta.story({
  name: 'Cancel: the patient keeps the booking',
  play: async ({ canvasElement }) => {
    const upcoming = await upcomingSection(canvasElement)
    await userEvent.click(within(card(upcoming, /2026.11.26/)).getByRole('button', { name: '예약 취소' }))
    const dialog = await screen.findByRole('alertdialog', { name: '예약을 취소할까요?' })
    await userEvent.click(within(dialog).getByRole('button', { name: '유지하기' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(card(upcoming, /2026.11.26/)).toBeVisible()
  },
})

export const CancelRefused = meta.story({
  name: 'Cancel refused by the server (checked in meanwhile)',
  play: async ({ canvasElement }) => {
    const upcoming = await upcomingSection(canvasElement)
    const today = card(upcoming, /2026.11.23/)
    // The patient checks in at the desk while the list is open: the server no longer allows it.
    await world!.db.clinicVisits.update((q) => q.where({ appointmentId: 'A202611230001' }), {
      data(visit) {
        visit.arrivalYn = 'Y'
      },
    })
    await userEvent.click(within(today).getByRole('button', { name: '예약 취소' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '예약을 취소할까요?' })).getByRole('button', {
        name: '예약 취소',
      }),
    )
    const refusal = await screen.findByRole('alertdialog', { name: '예약을 취소하지 못했습니다' })
    await expect(within(refusal).getByText('지난 예약이나 도착확인을 마친 예약은 취소할 수 없습니다.')).toBeVisible()
    await userEvent.click(within(refusal).getByRole('button', { name: '확인' }))
    // The refreshed list no longer offers it.
    await waitFor(() =>
      expect(within(card(upcoming, /2026.11.23/)).queryByRole('button', { name: '예약 취소' })).toBeNull(),
    )
  },
})

export const CancelConflict = meta.story({
  name: 'Cancel refused: a 409 with the server’s reason',
  parameters: {
    sandbox: {
      faults: {
        cancelAppointment: {
          status: 409,
          reason: '진료 하루 전부터는 앱에서 취소할 수 없습니다. 전화로 문의해 주세요.',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const upcoming = await upcomingSection(canvasElement)
    await userEvent.click(within(card(upcoming, /2026.12.07/)).getByRole('button', { name: '예약 취소' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '예약을 취소할까요?' })).getByRole('button', {
        name: '예약 취소',
      }),
    )
    const refusal = await screen.findByRole('alertdialog', { name: '예약을 취소하지 못했습니다' })
    await expect(
      within(refusal).getByText('진료 하루 전부터는 앱에서 취소할 수 없습니다. 전화로 문의해 주세요.'),
    ).toBeVisible()
    // Only this dialog: the generic error dialog is not shown on top.
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
  },
})

export const CancelNoAnswer = meta.story({
  name: 'Cancel gets no answer: the bookings say it is still there, so the patient is told it was not cancelled',
  parameters: { sandbox: { faults: { cancelAppointment: { noResponse: 'network' } } } },
  play: async ({ canvasElement }) => {
    const upcoming = await upcomingSection(canvasElement)
    await userEvent.click(within(card(upcoming, /2026.12.07/)).getByRole('button', { name: '예약 취소' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '예약을 취소할까요?' })).getByRole('button', {
        name: '예약 취소',
      }),
    )
    const refusal = await screen.findByRole('alertdialog', { name: '예약을 취소하지 못했습니다' })
    await expect(refusal).toHaveTextContent('예약은 그대로 있으니 다시 취소해 주세요.')
    await expect(card(upcoming, /2026.12.07/)).toBeVisible()
  },
})

export const Empty = meta.story({
  parameters: { sandbox: { setup: (world) => world.db.clinicVisits.clear() } satisfies SandboxParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('진료 예약 내역이 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '진료 예약하기' })).toHaveAttribute(
      'href',
      '/outpatient/appointment/step1',
    )
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listClinicAppointments: { status: 500, reason: '예약 내역을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('예약 내역을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listClinicAppointments: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '진료 예약' })).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true))
  },
})
