import { expect, screen, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import NoDataExampleScreen from './NoDataExampleScreen'

/** Development only: the empty, error, no-results and loading states side by side. */
const meta = preview.meta({
  title: 'Screens/Examples/NoData',
  component: NoDataExampleScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('noDataExample'), sandbox: { persona: 'none' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Every state of having nothing',
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('공지사항이 없습니다')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '차량 등록하기' })).toBeVisible()
    const error = canvas.getByRole('alert')
    await expect(error).toHaveTextContent('진료 기록을 불러오지 못했습니다.')
    await userEvent.click(within(error).getByRole('button', { name: '다시 시도' }))
    await expect(await screen.findByText('다시 시도를 눌렀습니다.')).toBeVisible()
    await expect(canvas.getByText('검색 결과가 없습니다')).toBeVisible()
    await expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true)
  },
})
