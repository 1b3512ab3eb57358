import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import type { HealthEntry } from '@/features/health-note/lib/entries'
import HealthNoteScreen from './HealthNoteScreen'

type World = Parameters<NonNullable<SandboxParameters['setup']>>[0]

/** The hospital offers the health note (cloud service info healthNote Y). */
const offered = async ({ db }: World) => {
  await db.hospitalInfo.update((q) => q.where({ hospitalName: '한빛대학교병원' }), {
    data(info) {
      info.cloudServiceInfo.healthNote = 'Y'
    },
  })
}

const KEY = 'personal:health-note:U1001'

/** What the outpatient persona has written on this phone (the sandbox's now is 2026-11-23 09:00). */
const ENTRIES: HealthEntry[] = [
  { id: 'bp-1', kind: 'bp', measuredAt: '2026-11-23T08:30:00+09:00', systolic: 128, diastolic: 82, pulse: 72 },
  { id: 'bp-2', kind: 'bp', measuredAt: '2026-11-20T08:10:00+09:00', systolic: 118, diastolic: 76 },
  { id: 'bp-3', kind: 'bp', measuredAt: '2026-11-18T07:55:00+09:00', systolic: 142, diastolic: 88 },
  { id: 'bp-4', kind: 'bp', measuredAt: '2026-11-16T08:00:00+09:00', systolic: 116, diastolic: 74 },
  { id: 'bp-old', kind: 'bp', measuredAt: '2026-09-01T08:00:00+09:00', systolic: 150, diastolic: 95 },
  { id: 'sg-1', kind: 'sugar', measuredAt: '2026-11-22T07:30:00+09:00', value: 95, timing: 'FASTING' },
  { id: 'sg-2', kind: 'sugar', measuredAt: '2026-11-21T07:40:00+09:00', value: 112, timing: 'FASTING' },
  { id: 'sg-3', kind: 'sugar', measuredAt: '2026-11-21T14:00:00+09:00', value: 168, timing: 'AFTER_MEAL' },
]

const kept = () => {
  const raw = localStorage.getItem(KEY)
  return raw ? (JSON.parse(raw) as { entries: HealthEntry[] }).entries : []
}

const meta = preview.meta({
  title: 'Screens/HealthNote',
  component: HealthNoteScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('healthNote'),
    sandbox: { persona: 'outpatient', setup: offered } satisfies SandboxParameters,
  },
})

const withEntries = () => {
  localStorage.setItem(KEY, JSON.stringify({ version: 1, entries: ENTRIES }))
}

export const Loaded = meta.story({
  name: 'Loaded: the last four weeks charted and said in words',
  beforeEach: withEntries,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/이 휴대폰에만 저장되고 병원으로 보내지지 않습니다/)).toBeVisible()
    const summary =
      '최근 4주 동안 혈압을 4번 기록했습니다. 정상 2번, 주의 1번, 높음 1번이었습니다. 가장 최근(11월 23일 오전 8:30)은 128/82 mmHg로 주의입니다.'
    const chart = canvas.getByRole('img', { name: '최근 4주 혈압 그래프' })
    await expect(chart).toHaveAccessibleDescription(summary)
    await expect(canvas.getByText(summary)).toBeVisible()
    // The list keeps every entry, also those older than the chart.
    const list = within(canvas.getByRole('list', { name: '혈압 기록' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(5)
    await expect(list.getByText('128/82 mmHg')).toBeVisible()
    await expect(list.getByText(/맥박 72회\/분/)).toBeVisible()
    await expect(canvas.getByText(/참고용 기준이며 진단이 아닙니다/)).toBeVisible()
    // The same readings as a table.
    await userEvent.click(canvas.getByText('표로 보기'))
    const table = within(canvas.getByRole('table', { name: '최근 4주 혈압 기록' }))
    await expect(table.getAllByRole('row')).toHaveLength(5)
  },
})

export const Sugar = meta.story({
  name: 'Blood sugar: fasting and after a meal charted apart',
  beforeEach: withEntries,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '혈당' }))
    await expect(canvas.getByRole('img', { name: '최근 4주 공복 혈당 그래프' })).toHaveAccessibleDescription(
      /공복 혈당을 2번 기록했습니다. 정상 1번, 주의 1번이었습니다./,
    )
    await userEvent.click(canvas.getByRole('radio', { name: '식후 2시간' }))
    await expect(canvas.getByRole('img', { name: '최근 4주 식후 2시간 혈당 그래프' })).toHaveAccessibleDescription(
      /식후 2시간 혈당을 1번 기록했습니다. 주의 1번이었습니다./,
    )
    await expect(within(canvas.getByRole('list', { name: '혈당 기록' })).getAllByRole('listitem')).toHaveLength(3)
  },
})

export const Empty = meta.story({
  name: 'Empty: nothing written yet, and the way to start',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('아직 기록한 혈압이 없습니다')).toBeVisible()
    await expect(canvas.getByText(/이 휴대폰에만 저장되고/)).toBeVisible()
    await expect(canvas.queryByRole('img', { name: /그래프/ })).toBeNull()
    await expect(canvas.getByRole('button', { name: '혈압 기록하기' })).toBeEnabled()
  },
})

export const BadValueRefused = meta.story({
  name: 'An implausible value refused with its message, then a good one charted',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '혈압 기록하기' }))
    const sheet = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '혈압 기록하기' }))
    await userEvent.type(sheet.getByRole('textbox', { name: '수축기 혈압 (최고 혈압, mmHg)' }), '1200')
    await userEvent.type(sheet.getByRole('textbox', { name: '이완기 혈압 (최저 혈압, mmHg)' }), '80')
    await userEvent.click(sheet.getByRole('button', { name: '저장' }))
    await expect(
      await sheet.findByText('수축기 혈압은 50~260 mmHg 사이로 입력해 주세요. 수치를 다시 확인해 주세요.'),
    ).toBeVisible()
    await expect(sheet.getByRole('textbox', { name: '수축기 혈압 (최고 혈압, mmHg)' })).toBeInvalid()
    await expect(kept()).toHaveLength(0)

    const systolic = sheet.getByRole('textbox', { name: '수축기 혈압 (최고 혈압, mmHg)' })
    await userEvent.clear(systolic)
    await userEvent.type(systolic, '70')
    await userEvent.click(sheet.getByRole('button', { name: '저장' }))
    await expect(
      await sheet.findByText('이완기 혈압(최저)은 수축기 혈압(최고)보다 낮아야 합니다. 두 수치를 다시 확인해 주세요.'),
    ).toBeVisible()
    await expect(kept()).toHaveLength(0)

    await userEvent.clear(systolic)
    await userEvent.type(systolic, '132')
    await userEvent.click(sheet.getByRole('button', { name: '저장' }))
    await expect(await canvas.findByText('기록을 저장했습니다.')).toBeVisible()
    await expect(canvas.getByRole('img', { name: '최근 4주 혈압 그래프' })).toHaveAccessibleDescription(
      /혈압을 1번 기록했습니다. 주의 1번이었습니다. 가장 최근\(11월 23일 오전 9:00\)은 132\/80 mmHg로 주의입니다./,
    )
    await waitFor(() => expect(kept()).toHaveLength(1))
  },
})

export const FutureRefused = meta.story({
  name: 'A moment later than now refused',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '혈압 기록하기' }))
    const sheet = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '혈압 기록하기' }))
    const time = sheet.getByLabelText('측정 시각')
    await userEvent.clear(time)
    await userEvent.type(time, '11:30')
    await userEvent.type(sheet.getByRole('textbox', { name: '수축기 혈압 (최고 혈압, mmHg)' }), '120')
    await userEvent.type(sheet.getByRole('textbox', { name: '이완기 혈압 (최저 혈압, mmHg)' }), '80')
    await userEvent.click(sheet.getByRole('button', { name: '저장' }))
    await expect(await sheet.findByText('지금 이후의 시각은 기록할 수 없습니다.')).toBeVisible()
    await expect(kept()).toHaveLength(0)
  },
})

export const Removed = meta.story({
  name: 'An entry removed after the question',
  beforeEach: withEntries,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '2026.11.23 (월) 오전 8:30 기록 지우기' }))
    const question = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'))
    await expect(question.getByText(/128\/82 mmHg 기록을 지웁니다/)).toBeVisible()
    await userEvent.click(question.getByRole('button', { name: '지우기' }))
    await expect(await canvas.findByText('기록을 지웠습니다.')).toBeVisible()
    await waitFor(() => expect(kept()).toHaveLength(ENTRIES.length - 1))
    await expect(within(canvas.getByRole('list', { name: '혈압 기록' })).getAllByRole('listitem')).toHaveLength(4)
  },
})

export const NotOffered = meta.story({
  name: 'Not offered by the hospital (healthNote N)',
  parameters: { sandbox: { persona: 'outpatient', setup: () => undefined } satisfies SandboxParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이 병원에서는 건강수첩을 제공하지 않습니다')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '혈압 기록하기' })).toBeNull()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: {
      persona: 'outpatient',
      setup: offered,
      faults: { fetchHospitalInfo: { status: 500, reason: '병원 정보를 불러오지 못했습니다.' } },
    } satisfies SandboxParameters,
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('병원 정보를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: {
    sandbox: {
      persona: 'outpatient',
      setup: offered,
      faults: { fetchHospitalInfo: { noResponse: 'hang' } },
    } satisfies SandboxParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: '혈압 기록하기' })).toBeNull()
  },
})
