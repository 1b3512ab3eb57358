import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import GuideCopyIssueScreen from './GuideCopyIssueScreen'

/** Records and certificates: content (no call of its own). */
const meta = preview.meta({
  title: 'Screens/Hospital/GuideCopyIssue',
  component: GuideCopyIssueScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('hospitalGuideCopyIssue'), sandbox: { persona: 'none' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: who may ask, what to bring, the fees',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '서류 발급 안내' })).toBeVisible()
    await canvas.findByRole('heading', { level: 2, name: '누가 신청할 수 있나요' })
    for (const who of ['환자 본인', /^가족/, '환자가 정한 대리인 (가족이 아닌 분)']) {
      await expect(canvas.getByRole('heading', { level: 3, name: who })).toBeVisible()
    }
    await expect(canvas.getAllByText(/위임장/).length).toBeGreaterThan(0)
    const fees = canvas.getByRole('row', { name: /일반진단서/ })
    await expect(within(fees).getByRole('cell')).toHaveTextContent('20,000원')
    await expect(canvas.getByRole('row', { name: /의무기록\s사본\s\(1~5매\)/ })).toHaveTextContent('1매에 1,000원')
    await expect(canvas.getByRole('row', { name: /진료비 영수증/ })).toHaveTextContent('무료')
    await expect(canvas.getByRole('link', { name: keepWhole('02-2290-8117') })).toHaveAttribute(
      'href',
      'tel:0222908117',
    )
    const contents = canvas.getByRole('navigation', { name: '이 페이지의 내용' })
    await expect(within(contents).getAllByRole('link').length).toBeGreaterThanOrEqual(5)
  },
})

export const LargeFont = meta.story({
  name: 'Large font: the fee table fits the phone',
  parameters: { sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '발급 수수료' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
  },
})
