import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import preview from '#.storybook/preview'
import type { PeriodMonths } from './period'
import { PeriodFilter } from './PeriodFilter'

const optionLabel = (months: PeriodMonths) => (months === 12 ? '1년' : `${months}개월`)
const onChange = fn()

function Stateful() {
  const [value, setValue] = useState<PeriodMonths>(6)
  return (
    <PeriodFilter
      value={value}
      onChange={(months) => {
        setValue(months)
        onChange(months)
      }}
      label="조회 기간"
      optionLabel={optionLabel}
      description="2026.05.23 ~ 2026.11.23"
    />
  )
}

const meta = preview.meta({
  title: 'Shared/PeriodFilter',
  component: PeriodFilter,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
})

export const Default = meta.story({
  render: () => <Stateful />,
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: '조회 기간' })
    await expect(group).toHaveAccessibleDescription('2026.05.23 ~ 2026.11.23')
    await expect(canvas.getByRole('radio', { name: '6개월' })).toBeChecked()
    await userEvent.click(canvas.getByText('1년'))
    await expect(canvas.getByRole('radio', { name: '1년' })).toBeChecked()
    await expect(onChange).toHaveBeenCalledWith(12)
    // Arrow keys move between the choices.
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('radio', { name: '6개월' })).toBeChecked()
  },
})
