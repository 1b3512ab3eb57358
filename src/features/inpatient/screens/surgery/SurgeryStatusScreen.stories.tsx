import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import {
  SURGERY,
  STAY,
  currentWorld,
  keepWorld,
  surgeryAt,
  type World,
} from '@/features/inpatient/testing/story-worlds'
import SurgeryStatusScreen from './SurgeryStatusScreen'

const meta = preview.meta({
  title: 'Screens/Inpatient/SurgeryStatus',
  component: SurgeryStatusScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('inpatientOperationCurrentDefault'),
    sandbox: { persona: 'inpatient', setup: keepWorld() } satisfies SandboxParameters,
  },
})

/** The progress steps of today's surgery, each with its state words. */
async function steps(root: HTMLElement) {
  const canvas = within(root)
  const list = await canvas.findByRole('list', { name: '복강경 담낭절제술 진행 단계' })
  return within(list).getAllByRole('listitem')
}

export const Waiting = meta.story({
  name: 'Loaded: waiting (confirmed); the cancelled booking is not shown',
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: '수술 진행' })).toHaveAttribute('aria-current', 'page')
    await expect(await canvas.findByText('수술을 기다리고 있습니다')).toBeVisible()
    // One surgery: the cancelled one of the 20th never shows.
    await expect(canvas.getAllByRole('article')).toHaveLength(1)
    await expect(canvas.queryByText(/2026\.11\.20/)).toBeNull()
    const card = within(canvas.getByRole('article', { name: '복강경 담낭절제술' }))
    await expect(card.getByText('2026.11.23 (월) 오후 1:00 예정')).toBeVisible()
    await expect(card.getByText('제3수술실')).toBeVisible()
    await expect(card.getByText('외과 오태석 교수')).toBeVisible()
    await expect(card.getByText('약 1시간 30분')).toBeVisible()
    const [waiting, inSurgery, , leftRoom] = await steps(canvasElement)
    await expect(waiting).toHaveAttribute('aria-current', 'step')
    await expect(waiting).toHaveTextContent('수술대기현재 단계')
    await expect(waiting).toHaveTextContent('2026.11.22 (일) 오후 4:40')
    await expect(inSurgery).not.toHaveAttribute('aria-current')
    await expect(leftRoom).toHaveTextContent('퇴실')
    await expect(card.getByText('2026.11.22 (일) 오후 4:40에 상태가 바뀌었습니다')).toBeVisible()
    await expect(canvas.getByText(/자동으로 새로고침됩니다/)).toBeVisible()
  },
})

export const InSurgery = meta.story({
  name: 'In surgery',
  parameters: { sandbox: { setup: keepWorld(surgeryAt('IN_SURGERY')) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('지금 수술 중입니다')).toBeVisible()
    const [waiting, inSurgery] = await steps(canvasElement)
    await expect(waiting).toHaveTextContent('지남')
    await expect(inSurgery).toHaveAttribute('aria-current', 'step')
    await expect(inSurgery).toHaveTextContent('오후 1:10')
    await expect(inSurgery).toHaveTextContent('수술실에서 수술을 받고 있습니다.')
    await expect(canvas.getByText('오후 1:10에 상태가 바뀌었습니다')).toBeVisible()
  },
})

export const Recovering = meta.story({
  name: 'Recovering',
  parameters: { sandbox: { setup: keepWorld(surgeryAt('RECOVERING')) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('수술을 마치고 회복 중입니다')).toBeVisible()
    const [, inSurgery, recovering] = await steps(canvasElement)
    await expect(inSurgery).toHaveTextContent('오후 1:10')
    await expect(recovering).toHaveAttribute('aria-current', 'step')
    await expect(recovering).toHaveTextContent('오후 2:40')
  },
})

export const LeftRoom = meta.story({
  name: 'Left the room',
  parameters: { sandbox: { setup: keepWorld(surgeryAt('LEFT_ROOM')) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('회복실에서 나와 병실로 갑니다')).toBeVisible()
    const items = await steps(canvasElement)
    await expect(items.slice(0, 3).every((item) => item.textContent?.includes('지남'))).toBe(true)
    await expect(items[3]).toHaveAttribute('aria-current', 'step')
    await expect(items[3]).toHaveTextContent('오후 3:40')
  },
})

export const MovesOn = meta.story({
  name: 'Refreshes: the next stage shows with its time',
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('수술을 기다리고 있습니다')).toBeVisible()
    await surgeryAt('IN_SURGERY')(currentWorld())
    // The screen reads itself again on its own; the button does it now.
    await userEvent.click(canvas.getByRole('button', { name: '새로고침' }))
    await expect(await canvas.findByText('지금 수술 중입니다')).toBeVisible()
    await expect(canvas.getByText('오후 1:10에 상태가 바뀌었습니다')).toBeVisible()
  },
})

export const Empty = meta.story({
  name: 'Empty: only a cancelled surgery, so nothing to show',
  parameters: {
    sandbox: {
      setup: keepWorld(async (world: World) => {
        await world.db.surgeries.update((q) => q.where({ surgeryId: SURGERY }), {
          data(s) {
            s.state = 'CANCELLED'
          },
        })
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('예정된 수술이 없습니다')).toBeVisible()
    await expect(canvas.queryByRole('article')).toBeNull()
    await expect(currentWorld().db.surgeries.findMany((q) => q.where({ stay: { receptionId: STAY } }))).toHaveLength(2)
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listSurgeryStates: { status: 500, reason: '수술 정보를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('수술 정보를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listSurgeryStates: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('article')).toBeNull()
  },
})

export const NotInpatient = meta.story({
  name: 'Not in hospital: the inpatients-only dialog',
  parameters: { sandbox: { persona: 'checkup' } },
  play: async ({ canvas }) => {
    const message = await screen.findByText('입원 중인 환자만 이용할 수 있는 서비스입니다.')
    await waitFor(() => expect(message).toBeVisible())
    await expect(canvas.queryByRole('article')).toBeNull()
  },
})

export const LargeFont = meta.story({
  name: 'Large font at 360 px: nothing scrolls sideways',
  globals: { viewport: { value: 'mobile1' } },
  parameters: { sandbox: { setup: keepWorld(surgeryAt('RECOVERING')), settings: { isBigFont: 'ON' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('수술을 마치고 회복 중입니다')).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
})
