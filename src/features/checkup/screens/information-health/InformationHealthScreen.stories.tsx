import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import InformationHealthScreen from './InformationHealthScreen'

/** A content page: no call, so no empty, error or loading state; it is public. */
const meta = preview.meta({
  title: 'Screens/Checkup/InformationHealth',
  component: InformationHealthScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('checkupInformationHealth'), sandbox: { persona: 'none' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: programs, booking with the 3-week rule, hours, results (signed out)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '검진 프로그램' })).toBeVisible()
    const tabs = canvas.getByRole('navigation', { name: '건강검진 안내' })
    await expect(within(tabs).getByRole('link', { name: '종합검진 안내' })).toHaveAttribute('aria-current', 'page')
    await expect(within(tabs).getByRole('link', { name: '일반검진 안내' })).toHaveAttribute(
      'href',
      '/checkup/information/general',
    )
    await expect(canvas.getByRole('rowheader', { name: '종합검진 정밀 (위·대장내시경)' })).toBeVisible()
    await expect(canvas.getByText('신청일로부터 3주 뒤 날짜부터')).toBeVisible()
    await expect(canvas.getByRole('cell', { name: keepWhole('오전 8:20~11:30, 오후 1:30~4:30') })).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: '02-2290-8600' })[0]).toHaveAttribute('href', 'tel:0222908600')
    await expect(canvas.getByRole('link', { name: '검진 예약' })).toHaveAttribute('href', '/checkup/appointment')
    await expect(canvas.getByText(/7일 뒤/)).toBeVisible()
  },
})

export const SignedIn = meta.story({
  parameters: { sandbox: { persona: 'checkup' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '결과 안내' })).toBeVisible()
  },
})

export const LargeFont = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  parameters: { sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '검진 프로그램' })).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
})
