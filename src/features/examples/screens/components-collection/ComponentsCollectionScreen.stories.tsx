import { expect, screen, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import ComponentsCollectionScreen from './ComponentsCollectionScreen'

/** Development only: the shared primitives in one page. */
const meta = preview.meta({
  title: 'Screens/Examples/ComponentsCollection',
  component: ComponentsCollectionScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('componentsCollection'), sandbox: { persona: 'none' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'The shared primitives, working',
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: '주 행동' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: /보내는 중/ })).toBeDisabled()
    for (const word of ['진료중', '도착 전', '완료', '수납 필요', '취소됨'])
      await expect(canvas.getByText(word)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: '환자번호' })).toHaveAccessibleDescription(/숫자만 입력해 주세요/)
    await userEvent.click(canvas.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }))
    await expect(canvas.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: '자녀' }))
    await expect(canvas.getByRole('radio', { name: '자녀' })).toBeChecked()
    const toggle = canvas.getByRole('switch', { name: /^큰 글씨/ })
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
    await expect(canvas.getByRole('link', { name: /진료 예약 02-2290-8000/ })).toHaveAttribute(
      'href',
      'tel:02-2290-8000',
    )
    await expect(canvas.getByRole('table', { name: '방문 목적별 무료 주차 시간' })).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: '확인 창 열기' }))
    const question = await screen.findByRole('alertdialog', { name: '예약을 취소할까요?' })
    await userEvent.click(within(question).getByRole('button', { name: '취소' }))
    await expect(await screen.findByText('취소를 눌렀습니다.')).toBeVisible()
  },
})
