import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import InformationGeneralScreen from './InformationGeneralScreen'

/** A content page: no call, so no empty, error or loading state; it is public. */
const meta = preview.meta({
  title: 'Screens/Checkup/InformationGeneral',
  component: InformationGeneralScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('checkupInformationGeneral'), sandbox: { persona: 'none' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: who is eligible, the tests, the costs, the day, the results',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '비용' })).toBeVisible()
    const tabs = canvas.getByRole('navigation', { name: '건강검진 안내' })
    await expect(within(tabs).getByRole('link', { name: '일반검진 안내' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('rowheader', { name: '대장암' })).toBeVisible()
    await expect(canvas.getByText(/본인 부담이 없습니다. 공단이 모두 냅니다/)).toBeVisible()
    await expect(canvas.getByText(/14일 뒤/)).toBeVisible()
    // The contents list at the top jumps to the sections.
    const contents = canvas.getByRole('navigation', { name: '이 페이지의 내용' })
    await expect(within(contents).getByRole('link', { name: '검사 항목' })).toHaveAttribute('href', '#검사-항목')
  },
})

export const LargeFont = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  parameters: { sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '검사 항목' })).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
})
