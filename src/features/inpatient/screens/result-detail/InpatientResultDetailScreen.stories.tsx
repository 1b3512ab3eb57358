import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { recordRequests } from '#.storybook/sandbox/record-requests'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import InpatientResultDetailScreen from './InpatientResultDetailScreen'

const detail = (receptionId: string, orderDate: string, testDate: string) =>
  href('inpatientResultDetail', { receptionId, orderDate, testDate })

const requests = recordRequests()

const meta = preview.meta({
  title: 'Screens/Inpatient/ResultDetail',
  component: InpatientResultDetailScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: detail('R202611200301', '2026-11-20', '2026-11-20'),
    sandbox: { persona: 'inpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: values, ranges, judgements and the comment',
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: '입원 시 혈액검사 (간기능, 염증)' })).toBeVisible()
    await expect(canvas.getByText('2026.11.20 (금)')).toBeVisible()
    await expect(canvas.getByText('정상 범위를 벗어난 항목이 4개 있습니다.')).toBeVisible()
    const crp = within(within(canvasElement).getByText('CRP (염증 수치)').closest('li') as HTMLElement)
    await expect(crp.getByText('2.4')).toBeVisible()
    await expect(crp.getByText('높음')).toBeVisible()
    await expect(crp.getByText('참고치 0~0.5')).toBeVisible()
    const bilirubin = within(within(canvasElement).getByText('총빌리루빈').closest('li') as HTMLElement)
    await expect(bilirubin.getByText('정상')).toBeVisible()
    await expect(canvas.getByRole('region', { name: '의사 소견' })).toHaveTextContent(/수술 날짜를 23일로 미뤘습니다/)
  },
})

export const AllNormal = meta.story({
  name: 'All normal: the pre-operative blood test',
  parameters: { route: detail('R202611200301', '2026-11-22', '2026-11-23') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '수술 전 혈액검사 (CBC, 응고검사)' })).toBeVisible()
    await expect(canvas.getByText('모든 항목이 정상 범위입니다.')).toBeVisible()
  },
})

export const Empty = meta.story({
  name: 'Empty: not out yet (not found)',
  parameters: { route: detail('R202611200301', '2026-11-21', '2026-11-22') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('정보를 찾을 수 없습니다.')
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
  parameters: { route: detail('R202311200001', '2023-11-20', '2023-11-20') },
  beforeEach: requests.beforeEach,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('앱에서 볼 수 없는 검사결과입니다')).toBeVisible()
    await expect(canvas.getByText(/2023년 11월 21일 이전 검사결과는 앱에서 보실 수 없습니다/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '검사결과 목록으로' })).toHaveAttribute('href', '/inpatient/result')
    await expect(requests.asked.filter((url) => url.includes('/test-result/'))).toEqual([])
  },
})
