import { expect, screen, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { storyNativeCalls } from '#.storybook/sandbox/story-bridge'
import { href } from '@/shared/routes/route-table'
import OutpatientMedicineDetailScreen from './OutpatientMedicineDetailScreen'

const meta = preview.meta({
  title: 'Screens/Records/OutpatientMedicineDetail',
  component: OutpatientMedicineDetailScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('outpatientMedicineDetail', { receptionId: 'R202611090055', orderDate: '2026-11-09' }),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: each medicine and how to take it',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '순환기내과' })).toBeVisible()
    await expect(canvas.getByText('2026.11.09 (월)')).toBeVisible()
    const medicines = canvas.getByRole('region', { name: '처방받은 약' })
    await expect(within(medicines).getAllByRole('listitem')).toHaveLength(3)
    const first = within(within(medicines).getByText('노바스크정 5mg').closest('li') as HTMLElement)
    await expect(first.getByText('성분: 암로디핀베실산염')).toBeVisible()
    await expect(first.getByText('1정')).toBeVisible()
    await expect(first.getByText('하루 1번')).toBeVisible()
    await expect(first.getByText('28일분')).toBeVisible()
    await expect(first.getByText('아침 식후 30분')).toBeVisible()
    await expect(first.getByText('혈압을 낮춥니다')).toBeVisible()
  },
})

const REMINDERS_KEY = 'personal:medicine-reminders:U1001'
const AMLODIPINE_ALARM = 'med-U1001-R202611090055-2026-11-09-645301220'
const storedReminders = () =>
  (JSON.parse(localStorage.getItem(REMINDERS_KEY) ?? '{"reminders":[]}') as { reminders: unknown[] }).reminders

/** The medicine's row in the list of medicines. */
const medicineRow = async (canvas: Pick<typeof screen, 'findByRole'>, name: string) => {
  const medicines = await canvas.findByRole('region', { name: '처방받은 약' })
  return within(within(medicines).getByText(name).closest('li') as HTMLElement)
}

export const ReminderTurnOn = meta.story({
  name: 'Reminder: proposed from the dosage, changed, set until the supply runs out',
  play: async ({ canvas, userEvent }) => {
    const amlodipine = await medicineRow(canvas, '노바스크정 5mg')
    await userEvent.click(amlodipine.getByRole('button', { name: '복약 알림 받기' }))
    const form = within(canvas.getByRole('form', { name: '노바스크정 5mg 복약 알림' }))
    // 아침 식후 30분: 08:30. 28 days from 11-09: the last is 12-06.
    const time = form.getByLabelText('1번째 알림 시간')
    await expect(time).toHaveValue('08:30')
    await expect(form.getByText(/약이 떨어지는 2026\.12\.06 \(일\)까지 \(28일분\)/)).toBeVisible()
    await userEvent.clear(time)
    await userEvent.type(time, '0900')
    await userEvent.click(form.getByRole('button', { name: '알림 켜기' }))
    await expect(await screen.findByText('복약 알림을 켰습니다.')).toBeVisible()
    await expect(amlodipine.getByText('복약 알림 켜짐: 오전 9:00 · 2026.12.06 (일)까지')).toBeVisible()
    await expect(storyNativeCalls).toContainEqual({
      method: 'setDailyAlarm',
      args: {
        id: AMLODIPINE_ALARM,
        times: ['09:00'],
        startDate: '2026-11-23',
        endDate: '2026-12-06',
        title: '복약 알림',
        body: '노바스크정 5mg 1정 드실 시간입니다. (아침 식후 30분)',
      },
    })
    await expect(storedReminders()).toHaveLength(1)
  },
})

export const ReminderOn = meta.story({
  name: 'Reminder on: turned off through the shell',
  beforeEach: () => {
    localStorage.setItem(
      REMINDERS_KEY,
      JSON.stringify({
        version: 1,
        reminders: [
          {
            alarmId: AMLODIPINE_ALARM,
            kind: 'OUTPATIENT',
            receptionId: 'R202611090055',
            orderDate: '2026-11-09',
            drugCode: '645301220',
            drugName: '노바스크정 5mg',
            times: ['08:30'],
            endDate: '2026-12-06',
          },
        ],
      }),
    )
  },
  play: async ({ canvas, userEvent }) => {
    const amlodipine = await medicineRow(canvas, '노바스크정 5mg')
    await expect(amlodipine.getByText('복약 알림 켜짐: 오전 8:30 · 2026.12.06 (일)까지')).toBeVisible()
    await userEvent.click(amlodipine.getByRole('button', { name: '알림 끄기' }))
    await expect(await amlodipine.findByRole('button', { name: '복약 알림 받기' })).toBeVisible()
    await expect(storyNativeCalls).toContainEqual({ method: 'cancelDailyAlarm', args: AMLODIPINE_ALARM })
    await expect(storedReminders()).toEqual([])
  },
})

export const ReminderBadTimes = meta.story({
  name: 'Reminder: the same time twice is refused, nothing set',
  parameters: { route: href('outpatientMedicineDetail', { receptionId: 'R202611230102', orderDate: '2026-11-23' }) },
  play: async ({ canvas, userEvent }) => {
    const drops = await medicineRow(canvas, '크라비트점안액 0.5%')
    await userEvent.click(drops.getByRole('button', { name: '복약 알림 받기' }))
    const form = within(canvas.getByRole('form', { name: '크라비트점안액 0.5% 복약 알림' }))
    // Four times a day, no meals named: the meals and bedtime.
    const values = [1, 2, 3, 4].map((n) => form.getByLabelText<HTMLInputElement>(`${n}번째 알림 시간`).value)
    await expect(values).toEqual(['08:30', '12:30', '18:30', '22:00'])
    const second = form.getByLabelText('2번째 알림 시간')
    await userEvent.clear(second)
    await userEvent.type(second, '0830')
    await userEvent.click(form.getByRole('button', { name: '알림 켜기' }))
    await expect(await form.findByRole('alert')).toHaveTextContent('같은 시간은 한 번만 설정할 수 있습니다.')
    await expect(storyNativeCalls.filter((call) => call.method === 'setDailyAlarm')).toEqual([])
  },
})

export const ReminderEnded = meta.story({
  name: 'Reminder: not offered once the supply has run out',
  parameters: { route: href('outpatientMedicineDetail', { receptionId: 'R202608200033', orderDate: '2026-08-20' }) },
  play: async ({ canvas }) => {
    const amlodipine = await medicineRow(canvas, '노바스크정 5mg')
    await expect(amlodipine.getByText('복용 기간이 끝난 약입니다.')).toBeVisible()
    await expect(amlodipine.queryByRole('button', { name: '복약 알림 받기' })).toBeNull()
  },
})

export const EyeDrops = meta.story({
  name: 'Eye drops, four times a day',
  parameters: { route: href('outpatientMedicineDetail', { receptionId: 'R202611230102', orderDate: '2026-11-23' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('크라비트점안액 0.5%')).toBeVisible()
    await expect(canvas.getByText('1방울')).toBeVisible()
    await expect(canvas.getByText('하루 4번')).toBeVisible()
    await expect(canvas.getByText('7일분')).toBeVisible()
  },
})

export const Empty = meta.story({
  name: 'Empty: not found',
  parameters: { route: href('outpatientMedicineDetail', { receptionId: 'R209901010001', orderDate: '2026-11-09' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('정보를 찾을 수 없습니다.')
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: {
      faults: { fetchOutpatientMedicineDetail: { status: 500, reason: '약처방 정보를 불러오지 못했습니다.' } },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('약처방 정보를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchOutpatientMedicineDetail: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { name: '순환기내과' })).toBeNull()
  },
})
