import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import ReportScreen from './ReportScreen'

const meta = preview.meta({
  title: 'Screens/Checkup/Report',
  component: ReportScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('checkupReport'), sandbox: { persona: 'checkup' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: the checkups with a report, newest first',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '결과지 목록' })
    const links = within(list).getAllByRole('link')
    await expect(links).toHaveLength(2)
    await expect(links[0]).toHaveTextContent('종합검진 프리미엄')
    await expect(links[0]).toHaveTextContent('2026.10.12')
    await expect(links[0]).toHaveAttribute('href', '/checkup/result/report/R202610120301/2026-10-12')
    await expect(links[1]).toHaveTextContent('2025.11.14')
    // The national checkup of 18 Nov is still inside its 14 days: no report yet.
    await expect(list).not.toHaveTextContent('2026.11.18')
    await expect(canvas.getByText(/비밀번호로 잠겨 있습니다/)).toBeVisible()
  },
})

export const Empty = meta.story({
  name: 'Empty: no report yet',
  parameters: { sandbox: { persona: 'outpatient' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('받을 수 있는 결과지가 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '검진 결과 보기' })).toHaveAttribute('href', '/checkup/result')
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listCheckupReports: { status: 500, reason: '결과지 목록을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('결과지 목록을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listCheckupReports: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: '결과지 목록' })).toBeNull()
  },
})
