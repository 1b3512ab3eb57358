import { expect, screen, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import ComponentsTodayScheduleScreen from './ComponentsTodayScheduleScreen'

/** Development only: the today's-schedule list in every state. */
const meta = preview.meta({
  title: 'Screens/Examples/ComponentsTodaySchedule',
  component: ComponentsTodayScheduleScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('componentsTodaySchedule'), sandbox: { persona: 'none' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Same-day tests grouped, each visit status, arrival, waiting number, and none',
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('혈액검사')).toBeVisible()
    await expect(canvas.getByText('흉부 X선')).toBeVisible()
    const all = canvas.getByRole('region', { name: '모든 상태' })
    await expect(within(all).getByText('오전 10:30')).toBeVisible()
    await expect(within(all).getByRole('link', { name: '대기순번 보기' })).toHaveAttribute(
      'href',
      '/outpatient/waiting/R202611230101/IMC',
    )
    await userEvent.click(within(all).getByRole('button', { name: '도착확인' }))
    await expect(await screen.findByText(/안과 도착확인을 눌렀습니다/)).toBeVisible()
    const none = canvas.getByRole('region', { name: '일정이 없을 때' })
    await expect(within(none).getByText('오늘 예정된 일정이 없습니다')).toBeVisible()
  },
})
