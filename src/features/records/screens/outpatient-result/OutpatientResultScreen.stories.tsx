import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import OutpatientResultScreen from './OutpatientResultScreen'

/** The 9 Nov blood test's result is not out yet. */
const bloodTestPending: SandboxParameters['setup'] = async (world) => {
  await world.db.testResults.update((q) => q.where({ receptionId: 'R202611090055' }), {
    data(result) {
      result.isReady = 'N'
    },
  })
}

const meta = preview.meta({
  title: 'Screens/Records/OutpatientResult',
  component: OutpatientResultScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('outpatientResult'), sandbox: { persona: 'outpatient' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: the last six months',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: '6개월' })).toBeChecked()
    await expect(canvas.getByRole('group', { name: '조회 기간' })).toHaveAccessibleDescription(
      '2026.05.23 ~ 2026.11.23',
    )
    await expect(canvas.getByText(/2023년 11월 21일 이전 검사결과는 앱에서 보실 수 없습니다/)).toBeVisible()
    const list = await canvas.findByRole('list', { name: '검사결과 목록' })
    const cbc = within(list).getByRole('link', { name: /일반혈액검사 \(CBC\), 지질검사/ })
    await expect(cbc).toHaveAttribute('href', '/outpatient/result/R202611090055/2026-11-09/2026-11-09')
    await expect(cbc).toHaveTextContent('2026.11.09 (월) · 순환기내과 · 김성훈 교수')
    await expect(within(list).getByRole('link', { name: /간기능검사/ })).toBeVisible()
    await expect(within(list).getByRole('link', { name: /심전도/ })).toBeVisible()
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  },
})

export const OneMonth = meta.story({
  name: 'Period: one month',
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: '검사결과 목록' })
    await userEvent.click(canvas.getByText('1개월'))
    await expect(canvas.getByRole('group', { name: '조회 기간' })).toHaveAccessibleDescription(
      '2026.10.23 ~ 2026.11.23',
    )
    const list = await canvas.findByRole('list', { name: '검사결과 목록' })
    await expect(await within(list).findAllByRole('listitem')).toHaveLength(2)
    await expect(within(list).queryByText('심전도')).toBeNull()
  },
})

export const ResultPending = meta.story({
  name: 'A result not out yet',
  parameters: {
    sandbox: { setup: bloodTestPending },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '검사결과 목록' })
    const pending = within(list).getByText('일반혈액검사 (CBC), 지질검사').closest('li')
    await expect(pending).not.toBeNull()
    await expect(within(pending as HTMLElement).getByText('결과 대기')).toBeVisible()
    // Nothing to open yet.
    await expect(within(list).queryByRole('link', { name: /일반혈액검사/ })).toBeNull()
    await expect(within(list).getByRole('link', { name: /간기능검사/ })).toBeVisible()
  },
})

export const Empty = meta.story({
  name: 'Empty: no results in the period',
  parameters: { sandbox: { persona: 'checkup' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이 기간에 검사결과가 없습니다')).toBeVisible()
    await expect(canvas.getByText('조회 기간을 늘려 보세요.')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listOutpatientTestResults: { status: 500, reason: '검사결과를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('검사결과를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listOutpatientTestResults: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: '6개월' })).toBeChecked()
    await expect(canvas.getByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: '검사결과 목록' })).toBeNull()
  },
})
