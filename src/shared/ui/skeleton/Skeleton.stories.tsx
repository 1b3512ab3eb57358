import { expect } from 'storybook/test'
import preview from '#.storybook/preview'
import { Skeleton, SkeletonList } from './Skeleton'

const meta = preview.meta({ title: 'Shared/Skeleton', component: SkeletonList })

export const List = meta.story({
  args: { rows: 4 },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveAttribute('aria-busy', 'true')
    await expect(status).toHaveTextContent('불러오는 중입니다')
  },
})

export const Blocks = meta.story({
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem', padding: '1.25rem' }}>
      <Skeleton height="2rem" width="50%" />
      <Skeleton height="6rem" radius="var(--radius-lg)" />
    </div>
  ),
})
