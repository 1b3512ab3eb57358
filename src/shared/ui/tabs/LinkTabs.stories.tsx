import { MemoryRouter } from 'react-router-dom'
import { expect } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { LinkTabs } from './LinkTabs'

const meta = preview.meta({
  title: 'Shared/LinkTabs',
  component: LinkTabs,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
})

const three = [
  { label: '수납하기', to: '/a' },
  { label: '대리수납', to: '/b' },
  { label: '수납내역', to: '/c' },
]

const six = [
  { label: '생활 수칙', to: '/1' },
  { label: '병동 안내', to: '/2' },
  { label: '안전·감염', to: '/3' },
  { label: '사회복지', to: '/4' },
  { label: '환자 권리', to: '/5' },
  { label: '편의시설', to: '/6' },
]

export const Default = meta.story({
  args: { label: '진료비 수납 메뉴', current: '/b', tabs: three },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '진료비 수납 메뉴' })
    await expect(nav).toBeVisible()
    await expect(canvas.getByRole('link', { name: '대리수납' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: '수납하기' })).not.toHaveAttribute('aria-current')
    // Three share the row equally.
    const widths = canvas.getAllByRole('link').map((link) => Math.round(link.getBoundingClientRect().width))
    await expect(new Set(widths).size).toBe(1)
  },
})

export const LongKoreanText = meta.story({
  args: {
    label: '검진 안내 메뉴',
    current: '/b',
    tabs: [
      { label: '종합건강검진 안내', to: '/a' },
      { label: '국가 일반건강검진 안내', to: '/b' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const LargeText = meta.story({
  beforeEach: largeText,
  args: { label: '진료비 수납 메뉴', current: '/a', tabs: three },
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const Phone360 = meta.story({
  name: '360 px, large text: six tabs in one row that scrolls, the current one in view',
  decorators: [at360],
  beforeEach: largeText,
  args: { label: '입원 생활 안내 메뉴', current: '/5', tabs: six },
  play: async ({ canvas, canvasElement }) => {
    await expectTextWhole(canvasElement)
    const nav = canvas.getByRole('navigation', { name: '입원 생활 안내 메뉴' })
    const links = canvas.getAllByRole('link')
    // One row, never two; every tab a full touch target; the row scrolls instead of wrapping.
    await expect(new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size).toBe(1)
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await expect(nav.scrollWidth).toBeGreaterThan(nav.clientWidth)
    const current = canvas.getByRole('link', { name: '환자 권리' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    const row = nav.getBoundingClientRect()
    const tab = current.getBoundingClientRect()
    await expect(tab.left).toBeGreaterThanOrEqual(row.left - 1)
    await expect(tab.right).toBeLessThanOrEqual(row.right + 1)
  },
})
