import { expect } from 'storybook/test'
import preview from '#.storybook/preview'
import { FieldError } from './FieldError'

const meta = preview.meta({ title: 'Shared/FieldError', component: FieldError })

export const Shown = meta.story({
  args: { id: 'phone-error', children: '휴대폰 번호를 정확히 입력해 주세요.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('휴대폰 번호를 정확히 입력해 주세요.')
  },
})

export const NoMessage = meta.story({
  args: { children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
})
