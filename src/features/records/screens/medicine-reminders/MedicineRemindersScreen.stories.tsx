import { expect, screen, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { storyNativeCalls } from '#.storybook/sandbox/story-bridge'
import { href } from '@/shared/routes/route-table'
import MedicineRemindersScreen from './MedicineRemindersScreen'

/**
 * The reminders live on the phone (no call): the states are the stored ones. There is no
 * loading or server error to show.
 */
const KEY = 'personal:medicine-reminders:U1001'

const reminder = (drugCode: string, drugName: string, orderDate: string, times: string[], endDate: string) => ({
  alarmId: `med-U1001-R1-${orderDate}-${drugCode}`,
  kind: 'OUTPATIENT',
  receptionId: 'R1',
  orderDate,
  drugCode,
  drugName,
  times,
  endDate,
})

const withReminders = () => {
  localStorage.setItem(
    KEY,
    JSON.stringify({
      version: 1,
      reminders: [
        reminder('645301220', '노바스크정 5mg', '2026-11-09', ['08:30'], '2026-12-06'),
        reminder('623000370', '무코스타정 100mg', '2026-11-02', ['08:30', '12:30', '18:30'], '2026-11-15'),
        reminder('644900310', '다이아벡스정 500mg', '2026-11-23', ['08:30', '18:30'], '2026-11-29'),
      ],
    }),
  )
}

const meta = preview.meta({
  title: 'Screens/Records/MedicineReminders',
  component: MedicineRemindersScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('medicineReminders'),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: ringing ones (ending soonest first), then the ended',
  beforeEach: withReminders,
  play: async ({ canvas }) => {
    const active = within(await canvas.findByRole('list', { name: '알림 중' }))
    const rows = active.getAllByRole('listitem')
    await expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['다이아벡스정 500mg', '노바스크정 5mg'])
    await expect(rows[0]).toHaveTextContent('오전 8:30, 오후 6:30')
    await expect(rows[0]).toHaveTextContent('2026.11.29 (일)까지')
    const ended = within(canvas.getByRole('list', { name: '끝난 알림' }))
    await expect(ended.getByRole('listitem', { name: '무코스타정 100mg' })).toHaveTextContent(
      '2026.11.15 (일)에 끝났습니다',
    )
    await expect(canvas.getByText(/로그아웃하면 모두 지워집니다/)).toBeVisible()
  },
})

export const StopOne = meta.story({
  name: 'Stop one: its alarm is cancelled through the shell',
  beforeEach: withReminders,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '노바스크정 5mg 알림 끄기' }))
    await expect(await screen.findByText('복약 알림을 껐습니다.')).toBeVisible()
    await expect(canvas.queryByRole('listitem', { name: '노바스크정 5mg' })).toBeNull()
    await expect(storyNativeCalls).toContainEqual({
      method: 'cancelDailyAlarm',
      args: 'med-U1001-R1-2026-11-09-645301220',
    })
    // An ended one is cleared the same way.
    await userEvent.click(canvas.getByRole('button', { name: '무코스타정 100mg 지우기' }))
    await expect(await screen.findByText('끝난 알림을 지웠습니다.')).toBeVisible()
    await expect(canvas.queryByRole('list', { name: '끝난 알림' })).toBeNull()
  },
})

export const Empty = meta.story({
  name: 'Empty: nothing turned on yet',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('켜 둔 복약 알림이 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '약처방내역 보기' })).toHaveAttribute('href', '/outpatient/medicine')
  },
})

export const OtherPerson = meta.story({
  name: "Another person's reminders on the same phone are not shown",
  beforeEach: withReminders,
  parameters: { sandbox: { persona: 'inpatient' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('켜 둔 복약 알림이 없습니다')).toBeVisible()
  },
})

export const ShowNames = meta.story({
  name: 'Names on the lock screen: off by default, the patient’s choice carried into every ringing reminder',
  beforeEach: withReminders,
  play: async ({ canvas, userEvent }) => {
    const names = await canvas.findByRole('switch', { name: /^알림에 약 이름 보이기/ })
    await expect(names).toHaveAttribute('aria-checked', 'false')
    await expect(names).toHaveAccessibleDescription(/잠금 화면에도 보입니다/)

    await userEvent.click(names)
    await expect(await screen.findByText('이제 알림에 약 이름이 보입니다.')).toBeVisible()
    await expect(names).toHaveAttribute('aria-checked', 'true')
    await expect(localStorage.getItem('medicineNameInReminders')).toBe('Y')
    // The two still ringing are set again with their names (the ended one rings no more).
    const withNames = storyNativeCalls.filter((call) => call.method === 'setDailyAlarm').map((call) => call.args)
    await expect(withNames).toEqual([
      {
        id: 'med-U1001-R1-2026-11-23-644900310',
        times: ['08:30', '18:30'],
        startDate: '2026-11-23',
        endDate: '2026-11-29',
        title: '복약 알림',
        body: '다이아벡스정 500mg 드실 시간입니다.',
      },
      {
        id: 'med-U1001-R1-2026-11-09-645301220',
        times: ['08:30'],
        startDate: '2026-11-23',
        endDate: '2026-12-06',
        title: '복약 알림',
        body: '노바스크정 5mg 드실 시간입니다.',
      },
    ])

    storyNativeCalls.length = 0
    await userEvent.click(names)
    await expect(await screen.findByText('이제 알림에 약 이름이 보이지 않습니다.')).toBeVisible()
    const without = storyNativeCalls.filter((call) => call.method === 'setDailyAlarm').map((call) => call.args)
    await expect(without).toHaveLength(2)
    await expect(JSON.stringify(without)).not.toMatch(/다이아벡스|노바스크/)
    await expect(without.map((alarm) => (alarm as { body: string }).body)).toEqual([
      '약 드실 시간입니다.',
      '약 드실 시간입니다.',
    ])
  },
})
