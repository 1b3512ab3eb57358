import { expect } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import FacilityConvenientScreen from './FacilityConvenientScreen'

/** Convenience facilities: content (no call of its own). */
const meta = preview.meta({
  title: 'Screens/Hospital/FacilityConvenient',
  component: FacilityConvenientScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('hospitalFacilityConvenient'), sandbox: { persona: 'none' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: facilities with where and when',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '편의시설' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('heading', { level: 2, name: '먹을 곳' })).toBeVisible()
    await expect(canvas.getByRole('row', { name: /편의점.*본관 지하 1층.*24시간/ })).toBeVisible()
    await expect(canvas.getByRole('row', { name: /수유실/ })).toHaveTextContent('오전 6:00 ~ 오후 9:00')
    await expect(canvas.getByRole('link', { name: keepWhole('02-2290-8500') })).toHaveAttribute(
      'href',
      'tel:0222908500',
    )
  },
})

export const LargeFont = meta.story({
  parameters: { sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '휴식과 돌봄' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
  },
})
