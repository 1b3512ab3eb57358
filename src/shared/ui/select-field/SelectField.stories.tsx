import { expect, fn } from 'storybook/test'
import preview from '#.storybook/preview'
import { SelectField } from './SelectField'

const meta = preview.meta({
  title: 'Shared/SelectField',
  component: SelectField,
  args: {
    label: '진료받을 진료과',
    placeholder: '진료과를 골라 주세요',
    options: [
      { value: 'IMC', label: '순환기내과' },
      { value: 'IMG', label: '소화기내과' },
      { value: 'UNKNOWN', label: '잘 모르겠어요' },
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

export const Choose = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: '진료받을 진료과' })
    await expect(select).toHaveValue('')
    await userEvent.selectOptions(select, '소화기내과')
    await expect(select).toHaveValue('IMG')
    await expect(args.onChange).toHaveBeenCalled()
  },
})

export const Refused = meta.story({
  args: { error: '진료과를 고르거나 ‘잘 모르겠어요’를 골라 주세요.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: '진료받을 진료과' })
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await expect(select).toHaveAccessibleDescription('진료과를 고르거나 ‘잘 모르겠어요’를 골라 주세요.')
  },
})
