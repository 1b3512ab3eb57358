import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import GuidePrescriptionProxyScreen from './GuidePrescriptionProxyScreen'

/** Proxy prescription rules: content (no call of its own). */
const meta = preview.meta({
  title: 'Screens/Hospital/GuidePrescriptionProxy',
  component: GuidePrescriptionProxyScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('hospitalGuidePrescriptionProxy'),
    sandbox: { persona: 'none' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: when, who, which documents, how',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '대리처방 안내' })).toBeVisible()
    await expect(await canvas.findByRole('link', { name: '대리처방' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('heading', { level: 2, name: '대리처방을 받을 수 있는 경우' })).toBeVisible()
    await expect(canvas.getByRole('note', { name: '주의' })).toHaveTextContent('초진')
    await expect(canvas.getByRole('columnheader', { name: '서류' })).toBeVisible()
    await expect(canvas.getByRole('row', { name: /^가족/ })).toHaveTextContent('가족관계증명서')
    const howTo = canvas.getByRole('heading', { level: 2, name: '이렇게 신청합니다' })
    const steps = howTo.nextElementSibling!
    await expect(within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(5)
    await expect(canvas.getByRole('link', { name: '서류 발급 안내' })).toHaveAttribute(
      'href',
      '/hospital/guide/copy/issue',
    )
  },
})

export const LargeFont = meta.story({
  parameters: { sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '가져오실 서류' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
  },
})
