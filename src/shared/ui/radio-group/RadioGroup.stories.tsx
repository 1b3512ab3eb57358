import { expect, fn } from 'storybook/test'
import preview from '#.storybook/preview'
import { RadioGroup } from './RadioGroup'

const meta = preview.meta({
  title: 'Shared/RadioGroup',
  component: RadioGroup,
  args: {
    legend: '가족 관계',
    name: 'relation',
    options: [
      { value: 'SPOUSE', label: '배우자' },
      { value: 'CHILD', label: '자녀' },
      { value: 'PARENT', label: '부모' },
      { value: 'SIBLING', label: '형제자매' },
    ],
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.25rem', maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
})

export const OneChoice = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: '가족 관계' })
    await expect(group).toBeVisible()
    await userEvent.click(canvas.getByText('부모'))
    await expect(canvas.getByRole('radio', { name: '부모' })).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('radio', { name: '자녀' }))
    await expect(canvas.getByRole('radio', { name: '부모' })).not.toBeChecked()
  },
})

export const TwoColumns = meta.story({
  args: { columns: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(4)
  },
})

export const WithError = meta.story({
  args: { error: '가족 관계를 선택해 주세요.', hint: '대표 계정과의 관계를 골라 주세요.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('가족 관계를 선택해 주세요.')
    await expect(canvas.getByRole('radiogroup', { name: '가족 관계' })).toHaveAttribute('aria-invalid', 'true')
  },
})
