import { expect, fireEvent, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { nativeBridge } from '@/shared/native'
import { href } from '@/shared/routes/route-table'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import AlarmSettingsScreen from './AlarmSettingsScreen'

/** 이서연's 26 Nov 10:00 visit to 소화기내과 (박지훈). */
const route = href('alarmSettings', {
  appointmentId: 'A202611260001',
  appointmentDate: '2026-11-26',
  appointmentTime: '10:00',
  routeInfo: 'clinic',
})

const meta = preview.meta({
  title: 'Screens/Appointment/AlarmSettings',
  component: AlarmSettingsScreen,
  decorators: [withAppAtRoute],
  parameters: { route, sandbox: { persona: 'outpatient' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('소화기내과 박지훈 교수 진료')).toBeVisible()
    await expect(canvas.getByText('2026.11.26 (목) 오전 10:00')).toBeVisible()
    await expect(canvas.getByRole('radio', { name: /전날 오전 9시/ })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: /전날 오전 9시/ })).toHaveAccessibleName(
      keepWhole('전날 오전 9시 2026.11.25 (수) 오전 9:00'),
    )
    await expect(canvas.getByRole('radio', { name: /당일 2시간 전/ })).toHaveAccessibleName(
      keepWhole('당일 2시간 전 2026.11.26 (목) 오전 8:00'),
    )
  },
})

export const SetPreset = meta.story({
  name: 'Set: the day before at 9',
  play: async ({ canvas }) => {
    const set = spyOn(nativeBridge(), 'setAppointmentAlarm')
    await canvas.findByText('소화기내과 박지훈 교수 진료')
    await userEvent.click(canvas.getByRole('button', { name: '알림 설정' }))
    await waitFor(() =>
      expect(set).toHaveBeenCalledWith({
        appointmentId: 'A202611260001',
        at: '2026-11-25T09:00:00+09:00',
        title: '진료 예약 알림',
        body: '2026.11.26 (목) 오전 10:00 소화기내과 박지훈 교수 진료 예약이 있습니다.',
      }),
    )
    await expect(await screen.findByText('2026.11.25 (수) 오전 9:00에 알려 드립니다.')).toBeVisible()
  },
})

export const SetCustom = meta.story({
  name: 'Set: a time of one’s own',
  play: async ({ canvas }) => {
    const set = spyOn(nativeBridge(), 'setAppointmentAlarm')
    await userEvent.click(await canvas.findByRole('radio', { name: '직접 정하기' }))
    await fireEvent.change(canvas.getByLabelText('알림 날짜'), { target: { value: '2026-11-25' } })
    await fireEvent.change(canvas.getByLabelText('알림 시각'), { target: { value: '19:30' } })
    await userEvent.click(canvas.getByRole('button', { name: '알림 설정' }))
    await waitFor(() => expect(set).toHaveBeenCalledWith(expect.objectContaining({ at: '2026-11-25T19:30:00+09:00' })))
  },
})

export const LaterThanAppointment = meta.story({
  name: 'Alarm later than the appointment: refused, nothing set',
  play: async ({ canvas }) => {
    const set = spyOn(nativeBridge(), 'setAppointmentAlarm')
    await userEvent.click(await canvas.findByRole('radio', { name: '직접 정하기' }))
    await fireEvent.change(canvas.getByLabelText('알림 날짜'), { target: { value: '2026-11-26' } })
    await fireEvent.change(canvas.getByLabelText('알림 시각'), { target: { value: '11:00' } })
    await userEvent.click(canvas.getByRole('button', { name: '알림 설정' }))
    await expect(
      await canvas.findByText('알림 시간은 예약 시간보다 빨라야 합니다. 예약 전으로 다시 선택해 주세요.'),
    ).toBeVisible()
    await expect(canvas.getByLabelText('알림 시각')).toHaveAttribute('aria-invalid', 'true')
    await expect(set).not.toHaveBeenCalled()
  },
})

export const TurnOff = meta.story({
  name: '알림 끄기',
  play: async ({ canvas }) => {
    const cancel = spyOn(nativeBridge(), 'cancelAppointmentAlarm')
    await userEvent.click(await canvas.findByRole('button', { name: '알림 끄기' }))
    await waitFor(() => expect(cancel).toHaveBeenCalledWith('A202611260001'))
    await expect(await screen.findByText('예약 알림을 껐습니다.')).toBeVisible()
  },
})

export const PresetsPassed = meta.story({
  name: 'Today’s visit: the presets have passed',
  parameters: {
    route: href('alarmSettings', {
      appointmentId: 'A202611230001',
      appointmentDate: '2026-11-23',
      appointmentTime: '10:30',
      routeInfo: 'clinic',
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /전날 오전 9시/ })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: /당일 2시간 전/ })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: '직접 정하기' })).toBeChecked()
    await expect(canvas.getAllByText('이미 지난 시간이라 선택할 수 없습니다')).toHaveLength(2)
  },
})

export const Empty = meta.story({
  name: 'Empty: a broken link is an unknown address (its date is not a date)',
  parameters: {
    route: href('alarmSettings', {
      appointmentId: 'A1',
      appointmentDate: 'tomorrow',
      appointmentTime: '10:00',
      routeInfo: 'clinic',
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('페이지를 찾을 수 없습니다')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '알림 설정' })).toBeNull()
  },
})

export const Error = meta.story({
  name: 'Error: the phone refuses the alarm',
  play: async ({ canvas }) => {
    spyOn(nativeBridge(), 'setAppointmentAlarm').mockRejectedValue(new globalThis.Error('denied'))
    await canvas.findByText('소화기내과 박지훈 교수 진료')
    await userEvent.click(canvas.getByRole('button', { name: '알림 설정' }))
    const dialog = await screen.findByRole('alertdialog')
    await expect(
      within(dialog).getByText('알림을 설정하지 못했습니다. 휴대폰의 알림 권한을 확인해 주세요.'),
    ).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listClinicAppointments: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2026.11.26 (목) 오전 10:00')).toBeVisible()
    await expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true)
    await expect(canvas.getByRole('button', { name: '알림 설정' })).toBeEnabled()
  },
})
