import { expect, userEvent } from 'storybook/test'
import preview from '#.storybook/preview'
import { TextArea } from './TextArea'

const meta = preview.meta({
  title: 'Shared/TextArea',
  component: TextArea,
  args: { label: '문의 내용', hint: '개인정보는 적지 말아 주세요.', counter: '0 / 1000자' },
})

export const Empty = meta.story({
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: '문의 내용' })
    await expect(field).toHaveAccessibleDescription('개인정보는 적지 말아 주세요. 0 / 1000자')
    await userEvent.type(field, '주차 문의\n두 줄')
    await expect(field).toHaveValue('주차 문의\n두 줄')
  },
})

export const WithError = meta.story({
  args: { error: '문의 내용을 10자 이상 적어 주세요.', defaultValue: '짧아요' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: '문의 내용' })
    await expect(field).toBeInvalid()
    await expect(canvas.getByRole('alert')).toHaveTextContent('문의 내용을 10자 이상 적어 주세요.')
    await expect(field).toHaveAccessibleDescription(/10자 이상/)
  },
})
