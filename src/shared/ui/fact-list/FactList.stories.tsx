import { expect } from 'storybook/test'
import preview from '#.storybook/preview'
import { FactList } from './FactList'

const meta = preview.meta({ title: 'Shared/FactList', component: FactList })

export const Details = meta.story({
  args: {
    facts: [
      ['진료일', '2026.11.23 (월)'],
      ['진료과', '순환기내과'],
      ['의료진', '김성훈 교수'],
      ['장소', undefined],
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['진료일', '진료과', '의료진'])
    // The place is not known: its row is left out, not shown empty.
    await expect(canvas.getAllByRole('definition')).toHaveLength(3)
    await expect(canvas.queryByText('장소')).toBeNull()
  },
})

export const Amounts = meta.story({
  args: {
    align: 'end',
    facts: [
      ['총 진료비', '52,300원'],
      ['공단 부담금', '36,610원'],
      ['본인 부담금', <strong key="due">15,690원</strong>],
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('15,690원')).toBeVisible()
    await expect(getComputedStyle(canvas.getByText('52,300원')).textAlign).toBe('right')
  },
})
