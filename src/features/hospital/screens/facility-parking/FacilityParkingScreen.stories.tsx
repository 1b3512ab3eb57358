import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import FacilityParkingScreen from './FacilityParkingScreen'

/** The parking guide: the free hours (from the spec's constants) and content; no call of its own. */
const meta = preview.meta({
  title: 'Screens/Hospital/FacilityParking',
  component: FacilityParkingScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('hospitalFacilityParking'), sandbox: { persona: 'none' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: free hours by visit, lots, fees, and the way to register a car',
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '방문 목적별 무료 주차 시간' })
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual([
      '8시간',
      '12시간',
      '4시간',
      '8시간',
      '1시간',
    ])
    await expect(canvas.getByRole('link', { name: '내 차량 등록하기' })).toHaveAttribute(
      'href',
      '/common/guidance/parkingInfo',
    )
    await expect(canvas.getByRole('heading', { level: 2, name: '주차 요금' })).toBeVisible()
    await expect(canvas.getByRole('note', { name: '주의' })).toHaveTextContent('하루에 한 번')
  },
})

export const LargeFont = meta.story({
  parameters: { sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '방문 목적별 무료 주차 시간' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
  },
})
