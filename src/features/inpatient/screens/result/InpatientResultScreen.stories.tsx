import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import type { World } from '@/features/inpatient/testing/story-worlds'
import InpatientResultScreen from './InpatientResultScreen'

const meta = preview.meta({
  title: 'Screens/Inpatient/Result',
  component: InpatientResultScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('inpatientResult'), sandbox: { persona: 'inpatient' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: this stay and the August one, six months',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: '6개월' })).toBeChecked()
    await expect(canvas.getByText(/2023년 11월 21일 이전 검사결과는 앱에서 보실 수 없습니다/)).toBeVisible()
    const list = await canvas.findByRole('list', { name: '검사결과 목록' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6)
    const admission = within(list).getByRole('link', { name: /입원\s시\s혈액검사\s\(간기능,\s염증\)/ })
    await expect(admission).toHaveAttribute('href', '/inpatient/result/R202611200301/2026-11-20/2026-11-20')
    await expect(admission).toHaveTextContent('2026.11.20 (금) · 외과 · 오태석 교수')
    // The blood culture takes days: not out yet, nothing to open.
    const culture = within(list).getByText('혈액배양검사').closest('li') as HTMLElement
    await expect(within(culture).getByText('결과 대기')).toBeVisible()
    await expect(within(list).queryByRole('link', { name: /혈액배양검사/ })).toBeNull()
    await expect(within(list).getByRole('link', { name: /응급 혈액검사/ })).toBeVisible()
  },
})

export const OneMonth = meta.story({
  name: 'Period: one month, this stay only',
  parameters: { route: href('inpatientResult', undefined, { months: '1' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: '1개월' })).toBeChecked()
    const list = await canvas.findByRole('list', { name: '검사결과 목록' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    await expect(within(list).queryByText(/응급 혈액검사/)).toBeNull()
  },
})

export const Empty = meta.story({
  name: 'Empty: no results in the period',
  parameters: {
    sandbox: {
      setup: (world: World) => {
        world.db.testResults.deleteMany((q) => q.where({ kind: 'INPATIENT' }))
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이 기간에 검사결과가 없습니다')).toBeVisible()
    await expect(canvas.getByText('조회 기간을 늘려 보세요.')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listInpatientTestResults: { status: 500, reason: '검사결과를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('검사결과를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listInpatientTestResults: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: '6개월' })).toBeChecked()
    await expect(canvas.getByText('불러오는 중입니다')).toBeInTheDocument()
  },
})
