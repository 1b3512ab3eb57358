import { CalendarX } from 'lucide-react'
import { expect } from 'storybook/test'
import preview from '#.storybook/preview'
import { Button } from '../button/Button'
import { EmptyState } from './EmptyState'

const meta = preview.meta({ title: 'Shared/EmptyState', component: EmptyState })

export const WithAction = meta.story({
  args: {
    icon: <CalendarX aria-hidden="true" />,
    title: '예약 내역이 없습니다',
    description: '진료가 필요하시면 지금 예약해 보세요.',
    action: <Button>진료예약</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('예약 내역이 없습니다')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '진료예약' })).toBeEnabled()
  },
})

export const TitleOnly = meta.story({ args: { title: '메시지가 없습니다' } })
