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

export const Tabs = meta.story({
  args: { tabs: TABS.slice(0, 3), current: TABS[0]!.to, label: '병원 안내 메뉴' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '병원 안내 메뉴' })
    await expect(nav).toBeVisible()
    await expect(canvas.getByRole('link', { name: '오시는 길' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: '편의시설' })).not.toHaveAttribute('aria-current')
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
