import { expect, fn } from 'storybook/test'
import preview from '#.storybook/preview'
import { ErrorState } from './ErrorState'

const meta = preview.meta({ title: 'Shared/ErrorState', component: ErrorState })

export const WithRetry = meta.story({
  args: { onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('정보를 불러오지 못했습니다')
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('link', { name: /전화 문의/ })).toHaveAttribute('href', 'tel:02-2290-8114')
  },
})

export const ServerReason = meta.story({
  args: { message: '진료비 조회 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.', onRetry: fn() },
})

export const WithoutRetry = meta.story({ args: { message: '병원에 등록된 환자가 아닙니다. 원무과로 문의해 주세요.' } })
