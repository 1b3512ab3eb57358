import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import ResultScreen from './ResultScreen'

const meta = preview.meta({
  title: 'Screens/Checkup/Result',
  component: ResultScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('checkupResult'), sandbox: { persona: 'checkup' } satisfies SandboxParameters },
})

/** The row of a checkup in the history, by its date. */
const rowOf = (canvas: HTMLElement, date: string) =>
  within(canvas)
    .getAllByRole('link')
    .find((link) => link.textContent?.replace(/\s/g, ' ').includes(date))!

export const Loaded = meta.story({
  name: 'Loaded: three checkups, the recent national one still waiting',
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: '검진 이력' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    const comprehensive = rowOf(canvasElement, '2026.10.12 (월)')
    await expect(comprehensive).toHaveTextContent('종합검진 프리미엄')
    await expect(comprehensive).toHaveTextContent('결과 보기')
    await expect(comprehensive).toHaveAttribute('href', '/checkup/result/CK2026101201/SYNTHESIS')
    const waiting = rowOf(canvasElement, '2026.11.18 (수)')
    await expect(waiting).toHaveTextContent('결과 준비 중')
    await expect(waiting).toHaveTextContent('2026.12.02 (수)부터 볼 수 있습니다')
    await expect(canvas.getByRole('link', { name: '결과지 PDF 보기' })).toHaveAttribute(
      'href',
      '/checkup/result/report',
    )
  },
})

export const AfterTheWait = meta.story({
  name: 'After 14 days: the national result is ready too',
  parameters: { sandbox: { now: '2026-12-02T09:00:00+09:00' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: '검진 이력' })
    await expect(rowOf(canvasElement, '2026.11.18 (수)')).toHaveTextContent('결과 보기')
  },
})

export const Empty = meta.story({
  name: 'Empty: no checkup yet, book one',
  parameters: { sandbox: { persona: 'outpatient' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('검진 이력이 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '검진 예약하기' })).toHaveAttribute('href', '/checkup/appointment')
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchCheckupHistory: { status: 500, reason: '검진 이력을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('검진 이력을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchCheckupHistory: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: '검진 이력' })).toBeNull()
  },
})

export const LargeFont = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  parameters: { sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: '검진 이력' })
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
})
