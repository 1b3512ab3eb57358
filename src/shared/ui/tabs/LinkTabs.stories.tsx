import { MemoryRouter } from 'react-router-dom'
import { expect } from 'storybook/test'
import preview from '#.storybook/preview'
import { LinkTabs } from './LinkTabs'

const TABS = [
  { label: '오시는 길', to: '/hospital/facility/waytogo' },
  { label: '층별 안내', to: '/hospital/facility/layout' },
  { label: '편의시설', to: '/hospital/facility/convenient' },
  { label: '주차 안내', to: '/hospital/facility/parking' },
  { label: '전화번호', to: '/hospital/facility/telephone' },
]

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

export const Row = meta.story({
  args: {
    label: '진료비 수납 메뉴',
    current: '/b',
    tabs: [
      { label: '수납하기', to: '/a' },
      { label: '대리수납', to: '/b' },
      { label: '수납내역', to: '/c' },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '진료비 수납 메뉴' })
    await expect(nav).toBeVisible()
    await expect(canvas.getByRole('link', { name: '대리수납' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: '수납하기' })).not.toHaveAttribute('aria-current')
  },
})

const six = [
  { label: '생활 수칙', to: '/1' },
  { label: '병동 안내', to: '/2' },
  { label: '안전·감염', to: '/3' },
  { label: '사회복지', to: '/4' },
  { label: '환자 권리', to: '/5' },
  { label: '편의시설', to: '/6' },
]

export const Grid = meta.story({
  name: 'Six tabs in rows of three, large font, 360 px',
  args: { label: '입원 생활 안내 메뉴', current: '/5', tabs: six, columns: 3 },
  globals: { viewport: { value: 'mobile1' } },
  beforeEach: () => {
    document.documentElement.style.fontSize = '1.13rem'
    return () => {
      document.documentElement.style.fontSize = ''
    }
  },
  play: async ({ canvas, canvasElement }) => {
    const links = canvas.getAllByRole('link')
    await expect(links).toHaveLength(6)
    // Two rows of three, every tab a full touch target, nothing scrolls sideways.
    const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)))
    await expect(tops.size).toBe(2)
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
    await expect(canvas.getByRole('link', { name: '환자 권리' })).toHaveAttribute('aria-current', 'page')
  },
})

export const ChipsWrapAtLargeFont = meta.story({
  name: 'Chips: five routes wrap, never scroll sideways (large font, 360 px)',
  args: { tabs: TABS, current: TABS[3]!.to, label: '병원 안내 메뉴', variant: 'chips' },
  decorators: [
    (Story) => {
      // The large-font switch scales the root (rem), as the drawer's toggle does.
      document.documentElement.style.fontSize = '1.13rem'
      return (
        <div style={{ width: 360 }}>
          <Story />
        </div>
      )
    },
  ],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '병원 안내 메뉴' })
    await expect(canvas.getByRole('link', { name: '주차 안내' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth)
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    }
  },
})
