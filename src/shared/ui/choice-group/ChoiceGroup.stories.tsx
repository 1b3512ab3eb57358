import { expect } from 'storybook/test'
import preview from '#.storybook/preview'
import { ToggleChip } from '../toggle-chip/ToggleChip'
import { ChoiceGroup } from './ChoiceGroup'

const meta = preview.meta({
  title: 'Shared/ChoiceGroup',
  component: ChoiceGroup,
  args: {
    legend: '원하는 날짜 (최대 3일)',
    hint: '진료일(일~목요일, 금요일 오전) 가운데 고를 수 있습니다.',
    children: (
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <ToggleChip pressed shape="box">
          11월 24일 (화)
        </ToggleChip>
        <ToggleChip pressed={false} shape="box">
          11월 25일 (수)
        </ToggleChip>
      </div>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.25rem', maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
})

export const Chips = meta.story({
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '원하는 날짜 (최대 3일)' })
    await expect(group).toHaveAccessibleDescription('진료일(일~목요일, 금요일 오전) 가운데 고를 수 있습니다.')
    await expect(canvas.getByRole('button', { name: /^11월\s24일/ })).toHaveAttribute('aria-pressed', 'true')
  },
})

export const Refused = meta.story({
  args: { error: '원하는 날짜를 하루 이상 골라 주세요.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '원하는 날짜 (최대 3일)' })
    await expect(group).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('alert')).toHaveTextContent('원하는 날짜를 하루 이상 골라 주세요.')
  },
})
