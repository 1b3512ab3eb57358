import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { recordRequests } from '#.storybook/sandbox/record-requests'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import OutpatientResultDetailScreen from './OutpatientResultDetailScreen'

const detail = (receptionId: string, date: string) =>
  href('outpatientResultDetail', { receptionId, orderDate: date, testDate: date })

/** The 9 Nov blood test's result is not out yet. */
const bloodTestPending: SandboxParameters['setup'] = async (world) => {
  await world.db.testResults.update((q) => q.where({ receptionId: 'R202611090055' }), {
    data(result) {
      result.isReady = 'N'
    },
  })
}

const requests = recordRequests()

const meta = preview.meta({
  title: 'Screens/Records/OutpatientResultDetail',
  component: OutpatientResultDetailScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: detail('R202611090055', '2026-11-09'),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

/** The list item of a test item, by its name. */
const itemOf = (canvas: HTMLElement, name: string) => {
  const item = within(canvas).getByText(name).closest('li')
  if (!item) throw new globalThis.Error(`no item ${name}`)
  return within(item)
}

export const Loaded = meta.story({
  name: 'Loaded: values, ranges and judgements',
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: '일반혈액검사 (CBC), 지질검사' })).toBeVisible()
    await expect(canvas.getByText('2026.11.09 (월)')).toBeVisible()
    await expect(canvas.getByText('김성훈 교수')).toBeVisible()
    await expect(canvas.getByText('정상 범위를 벗어난 항목이 2개 있습니다.')).toBeVisible()
    const cholesterol = itemOf(canvasElement, '총콜레스테롤')
    await expect(cholesterol.getByText('224')).toBeVisible()
    await expect(cholesterol.getByText('mg/dL')).toBeVisible()
    await expect(cholesterol.getByText('참고치 0~199')).toBeVisible()
    await expect(cholesterol.getByText('높음')).toBeVisible()
    const hemoglobin = itemOf(canvasElement, '헤모글로빈')
    await expect(hemoglobin.getByText('정상')).toBeVisible()
    await expect(hemoglobin.getByText('참고치 12.0~16.0')).toBeVisible()
    const comment = canvas.getByRole('region', { name: '의사 소견' })
    await expect(within(comment).getByText(/콜레스테롤이 조금 높습니다/)).toBeVisible()
  },
})

export const LowValue = meta.story({
  name: 'A low value',
  parameters: { route: detail('R202611020017', '2026-11-02') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: '간기능검사' })).toBeVisible()
    await expect(itemOf(canvasElement, '알부민').getByText('낮음')).toBeVisible()
    await expect(canvas.getByText('정상 범위를 벗어난 항목이 1개 있습니다.')).toBeVisible()
  },
})

export const AllNormal = meta.story({
  name: 'All normal, no unit',
  parameters: { route: detail('R202608200033', '2026-08-20') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '심전도' })).toBeVisible()
    await expect(canvas.getByText('모든 항목이 정상 범위입니다.')).toBeVisible()
    await expect(canvas.getByText('정상')).toBeVisible()
  },
})

export const Empty = meta.story({
  name: 'Empty: not out yet (not found)',
  parameters: {
    sandbox: { setup: bloodTestPending },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('정보를 찾을 수 없습니다.')
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchTestResultDetail: { status: 500, reason: '검사결과를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('검사결과를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchTestResultDetail: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull()
  },
})

export const OlderThanTheApp = meta.story({
  name: 'A result dated before 2023-11-21: the app itself does not show it, and asks nothing',
  parameters: { route: detail('R202311200001', '2023-11-20') },
  beforeEach: requests.beforeEach,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('앱에서 볼 수 없는 검사결과입니다')).toBeVisible()
    await expect(canvas.getByText(/2023년 11월 21일 이전 검사결과는 앱에서 보실 수 없습니다/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '검사결과 목록으로' })).toHaveAttribute('href', '/outpatient/result')
    await expect(requests.asked.filter((url) => url.includes('/test-result/'))).toEqual([])
  },
})
