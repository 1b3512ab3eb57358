import { expect } from 'storybook/test'
import preview from '#.storybook/preview'
import { CallLink } from './CallLink'

const meta = preview.meta({ title: 'Shared/CallLink', component: CallLink })

export const Outline = meta.story({
  args: { phone: '02-2290-8210', children: '진료과에 전화하기' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '진료과에 전화하기' })).toHaveAttribute('href', 'tel:02-2290-8210')
  },
})

export const Primary = meta.story({
  args: { phone: '1588-0000', children: '전화 예약', primary: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '전화 예약' })
    // A touch target of at least 44 px.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
})
