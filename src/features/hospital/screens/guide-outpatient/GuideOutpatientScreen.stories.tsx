import { expect, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import GuideOutpatientScreen from './GuideOutpatientScreen'

/**
 * The outpatient guide is content (no call of its own): its states are the page itself, its
 * tabs, and the large font. The other guide pages have their own story files.
 */
const meta = preview.meta({
  title: 'Screens/Hospital/GuideOutpatient',
  component: GuideOutpatientScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('hospitalGuideOutpatient'), sandbox: { persona: 'none' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: the first visit step by step',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '외래 이용안내' })).toBeVisible()
    const tabs = await canvas.findByRole('navigation', { name: '이용안내 메뉴' })
    await expect(within(tabs).getByRole('link', { name: '외래 이용' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('heading', { level: 2, name: '처음 오시는 분 (초진)' })).toBeVisible()
    const firstVisit = canvas.getByText('예약하기').closest('ol')!
    const steps = within(firstVisit)
      .getAllByRole('listitem')
      .map((step) => step.textContent)
    await expect(steps).toHaveLength(9)
    for (const [index, word] of [
      '예약',
      '초진 접수',
      '진료카드',
      '진료과 접수',
      '기다리기',
      '진료',
      '수납',
      '처방전',
      '검사',
    ].entries()) {
      await expect(steps[index]).toContain(word)
    }
    await expect(canvas.getByRole('note', { name: '주의' })).toHaveTextContent('신분증')
    await expect(canvas.getAllByRole('link', { name: keepWhole('02-2290-8000') })[0]).toHaveAttribute(
      'href',
      'tel:0222908000',
    )
    await expect(canvas.getAllByRole('link', { name: '진료예약' })[0]).toHaveAttribute(
      'href',
      '/outpatient/appointment/step1',
    )
  },
})

export const TabToCopies = meta.story({
  name: 'The tabs lead to the other guide pages',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '서류 발급' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: '서류 발급 안내' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '서류 발급' })).toHaveAttribute('aria-current', 'page')
  },
})

export const FromTheParentRoute = meta.story({
  name: 'The guide’s own address opens the outpatient page',
  parameters: { route: href('hospitalGuide') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '외래 이용안내' })).toBeVisible()
  },
})

export const LargeFont = meta.story({
  name: 'Large font: steps and tables fit the phone',
  parameters: { sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '진료 시간' })).toBeVisible()
    await waitFor(() => expect(getComputedStyle(document.documentElement).fontSize).toBe(`${1.13 * 16}px`))
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
  },
})
