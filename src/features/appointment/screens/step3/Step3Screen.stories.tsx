import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import Step3Screen from './Step3Screen'

/** 30 Nov 2026 (Mon) with 김성훈: 10:15 is free, 09:00 is taken by another patient. */
const booking = (time: string) =>
  href('outpatientAppointmentStep3', undefined, {
    departmentCode: 'IMC',
    doctorCode: 'D1001',
    visitType: 'REVISIT',
    date: '2026-11-30',
    time,
  })

type World = Parameters<NonNullable<SandboxParameters['setup']>>[0]

/** The story's sandbox world, kept to count the bookings it holds after the taps. */
let world: World | undefined

const meta = preview.meta({
  title: 'Screens/Appointment/Step3',
  component: Step3Screen,
  decorators: [withAppAtRoute],
  parameters: {
    route: booking('10:15'),
    sandbox: {
      persona: 'outpatient',
      setup: (sandbox) => {
        world = sandbox
      },
    } satisfies SandboxParameters,
  },
})

const bookingsAt = (time: string) =>
  world!.db.clinicVisits.findMany((q) =>
    q.where({ doctorCode: 'D1001', scheduleDate: '2026-11-30', appointmentTime: time, status: 'BOOKED' }),
  )

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3단계 / 3단계')).toBeVisible()
    await expect(await canvas.findByText('김성훈 교수')).toBeVisible()
    await expect(canvas.getByText('순환기내과')).toBeVisible()
    await expect(canvas.getByText('2026.11.30 (월) 오전 10:15')).toBeVisible()
    await expect(canvas.getByText('재진')).toBeVisible()
    await expect(await canvas.findByText('본관 2층 내과계 외래')).toBeVisible()
    // Whose booking it is.
    await expect(canvas.getByText('예약하는 분')).toBeVisible()
    await expect(canvas.getByText('이서연')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '예약하기' })).toBeEnabled()
  },
})

export const SameDoctorSameDay = meta.story({
  name: 'Same doctor, same day as a booking she has: said on the screen, asked before booking',
  parameters: {
    route: href('outpatientAppointmentStep3', undefined, {
      departmentCode: 'IMC',
      doctorCode: 'D1001',
      visitType: 'REVISIT',
      date: '2026-12-07',
      time: '11:00',
    }),
  },
  play: async ({ canvas }) => {
    const booked = () =>
      world!.db.clinicVisits.findMany((q) =>
        q.where({ doctorCode: 'D1001', scheduleDate: '2026-12-07', appointmentTime: '11:00', status: 'BOOKED' }),
      )
    await expect(await canvas.findByText('같은 날 같은 의료진에게 오전 9:30 예약이 이미 있습니다.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '예약하기' }))
    let dialog = await screen.findByRole('alertdialog', { name: '같은 날 같은 의료진 예약이 있습니다' })
    await expect(dialog).toHaveTextContent('2026.12.07 (월) 오전 9:30 순환기내과 김성훈 교수 예약이 이미 있습니다.')
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }))
    await expect(canvas.getByText('3단계 / 3단계')).toBeVisible()
    await expect(booked()).toHaveLength(0)
    // Meant after all: booked once.
    await userEvent.click(canvas.getByRole('button', { name: '예약하기' }))
    dialog = await screen.findByRole('alertdialog', { name: '같은 날 같은 의료진 예약이 있습니다' })
    await userEvent.click(within(dialog).getByRole('button', { name: '그래도 예약하기' }))
    await expect(await canvas.findByRole('heading', { name: '진료 예약이 완료되었습니다' })).toBeVisible()
    await expect(booked()).toHaveLength(1)
  },
})

export const BookingDone = meta.story({
  name: 'Booking done (a double click books once)',
  play: async ({ canvas }) => {
    await canvas.findByText('김성훈 교수')
    await userEvent.dblClick(canvas.getByRole('button', { name: '예약하기' }))
    await expect(await canvas.findByRole('heading', { name: '진료 예약이 완료되었습니다' })).toBeVisible()
    await expect(canvas.getByText('2026.11.30 (월) 오전 10:15')).toBeVisible()
    await expect(canvas.getByText('본관 2층 내과계 외래')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '예약조회로 가기' })).toHaveAttribute(
      'href',
      '/outpatient/appointment/inquiry/clinic',
    )
    await expect(canvas.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/')
    await expect(bookingsAt('10:15')).toHaveLength(1)
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    // The inquiry shows it at once (its list was refreshed).
    await userEvent.click(canvas.getByRole('link', { name: '예약조회로 가기' }))
    await expect(await canvas.findByRole('heading', { name: /2026.11.30\s\(월\)\s오전\s10:15/ })).toBeVisible()
  },
})

export const OneDoctorTitle = meta.story({
  name: 'One title for one doctor: 이정민 부교수 on the confirmation and on the completion',
  parameters: {
    route: href('outpatientAppointmentStep3', undefined, {
      departmentCode: 'IMC',
      doctorCode: 'D1002',
      visitType: 'REVISIT',
      date: '2026-12-08',
      time: '09:30',
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이정민 부교수')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '예약하기' }))
    await expect(await canvas.findByRole('heading', { name: '진료 예약이 완료되었습니다' })).toBeVisible()
    await expect(canvas.getByText('이정민 부교수')).toBeVisible()
    await expect(canvas.queryByText('이정민 교수')).toBeNull()
  },
})

export const TwoTapsInOneFrame = meta.story({
  name: 'Two taps before the screen can react: still one booking',
  play: async ({ canvas }) => {
    await canvas.findByText('김성훈 교수')
    const button = canvas.getByRole('button', { name: '예약하기' })
    button.click()
    button.click()
    await expect(await canvas.findByRole('heading', { name: '진료 예약이 완료되었습니다' })).toBeVisible()
    await expect(bookingsAt('10:15')).toHaveLength(1)
    await expect(screen.queryByRole('alertdialog')).toBeNull()
  },
})

export const SlotTaken = meta.story({
  name: 'Time taken meanwhile: the refusal, then back to choose another',
  parameters: { route: booking('09:00') },
  play: async ({ canvas }) => {
    await canvas.findByText('김성훈 교수')
    await userEvent.click(canvas.getByRole('button', { name: '예약하기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '예약하지 못했습니다' })
    await expect(within(dialog).getByText('이미 예약된 시간입니다. 다른 시간을 선택해 주세요.')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await expect(await canvas.findByText('2단계 / 3단계')).toBeVisible()
    await canvas.findByRole('group', { name: '오전 진료' })
    // The taken time is now among the folded taken ones.
    await userEvent.click(canvas.getByRole('button', { name: /^마감된 시간 \d+개 보기$/ }))
    const taken = await canvas.findByRole('group', { name: '오전 진료 마감' })
    await expect(within(taken).getByRole('button', { name: keepWhole('오전 9:00 마감') })).toBeDisabled()
    await expect(bookingsAt('09:00').filter((v) => v.patient?.patientNo === '10234567')).toHaveLength(0)
  },
})

export const NoAnswerNotBooked = meta.story({
  name: 'The booking call gets no answer and was not made: the bookings say so, nothing booked',
  parameters: { sandbox: { faults: { createAppointment: { noResponse: 'network' } } } },
  play: async ({ canvas }) => {
    await canvas.findByText('김성훈 교수')
    await userEvent.click(canvas.getByRole('button', { name: '예약하기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '예약되지 않았습니다' })
    await expect(dialog).toHaveTextContent('예약 내역에도 없으니 다시 예약해 주세요.')
    await expect(bookingsAt('10:15')).toHaveLength(0)
  },
})

export const NoAnswerUnknown = meta.story({
  name: 'Neither the booking call nor the look-up answers: the app says it could not tell',
  parameters: {
    sandbox: {
      faults: { createAppointment: { noResponse: 'network' }, listClinicAppointments: { noResponse: 'network' } },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('김성훈 교수')
    await userEvent.click(canvas.getByRole('button', { name: '예약하기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '예약 여부를 확인하지 못했습니다' })
    await expect(dialog).toHaveTextContent('예약조회를 먼저 확인해 주세요')
  },
})

export const DoneAfterReload = meta.story({
  name: 'Done page reloaded: the booking from the inquiry',
  parameters: {
    route: href('outpatientAppointmentStep3', undefined, {
      departmentCode: 'IMG',
      doctorCode: 'D1101',
      visitType: 'REVISIT',
      date: '2026-11-26',
      time: '10:00',
      appointmentId: 'A202611260001',
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '진료 예약이 완료되었습니다' })).toBeVisible()
    await expect(canvas.getByText('2026.11.26 (목) 오전 10:00')).toBeVisible()
    await expect(canvas.getByText('소화기내과')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '예약하기' })).toBeNull()
  },
})

export const Empty = meta.story({
  name: 'Empty: no time in the address',
  parameters: {
    route: href('outpatientAppointmentStep3', undefined, { departmentCode: 'IMC', doctorCode: 'D1001' }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('예약 정보가 부족합니다. 날짜와 시간을 다시 선택해 주세요.')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: {
      faults: {
        createAppointment: { status: 500, reason: '예약 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('김성훈 교수')
    await userEvent.click(canvas.getByRole('button', { name: '예약하기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '예약하지 못했습니다' })
    await expect(within(dialog).getByText('예약 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    // Still here, to try again with the same request key.
    await expect(canvas.getByText('3단계 / 3단계')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '예약하기' })).toBeEnabled()
  },
})

export const Loading = meta.story({
  name: 'Loading: booking under way',
  parameters: { sandbox: { faults: { createAppointment: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await canvas.findByText('김성훈 교수')
    await userEvent.click(canvas.getByRole('button', { name: '예약하기' }))
    const button = canvas.getByRole('button', { name: /예약하기/ })
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    await expect(button).toBeDisabled()
  },
})
