import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { STAY, surgeryAt, type World } from '@/features/inpatient/testing/story-worlds'
import SurgeryFamilyScreen from './SurgeryFamilyScreen'

const meta = preview.meta({
  title: 'Screens/Inpatient/SurgeryFamily',
  component: SurgeryFamilyScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('inpatientOperationCurrentFamily'),
    sandbox: { persona: 'inpatient' } satisfies SandboxParameters,
  },
})

export const Waiting = meta.story({
  name: 'Loaded: the guardian board, waiting',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '보호자용' })).toHaveAttribute('aria-current', 'page')
    const board = within(await canvas.findByRole('article', { name: '박*수님' }))
    // The name half hidden, as on the board outside the operating rooms; the stage in large words.
    await expect(board.getByText('복강경 담낭절제술')).toBeVisible()
    await expect(board.getAllByText('수술대기')[0]).toBeVisible()
    await expect(board.getByRole('region', { name: '보호자 안내' })).toHaveTextContent(
      /본관 3층 수술실 앞 보호자 대기실에서 기다려 주세요/,
    )
    await expect(board.getByText('보호자 대기실: 본관 3층 수술실 앞')).toBeVisible()
    await expect(canvas.queryByText('박영수')).toBeNull()
  },
})

export const InSurgery = meta.story({
  name: 'In surgery',
  parameters: { sandbox: { setup: surgeryAt('IN_SURGERY') } },
  play: async ({ canvas }) => {
    const board = within(await canvas.findByRole('article', { name: '박*수님' }))
    await expect(board.getAllByText('수술중')[0]).toBeVisible()
    await expect(board.getByRole('region', { name: '보호자 안내' })).toHaveTextContent(/연락처를 남겨 주세요/)
    await expect(board.getByText('오후 1:10에 상태가 바뀌었습니다')).toBeVisible()
  },
})

export const Recovering = meta.story({
  name: 'Recovering: stay nearby, the team may come to explain',
  parameters: { sandbox: { setup: surgeryAt('RECOVERING') } },
  play: async ({ canvas }) => {
    const board = within(await canvas.findByRole('article', { name: '박*수님' }))
    await expect(board.getByRole('region', { name: '보호자 안내' })).toHaveTextContent(/자리를 지켜 주세요/)
  },
})

export const LeftRoom = meta.story({
  name: 'Left the room: meet in the ward',
  parameters: { sandbox: { setup: surgeryAt('LEFT_ROOM') } },
  play: async ({ canvas }) => {
    const board = within(await canvas.findByRole('article', { name: '박*수님' }))
    await expect(board.getAllByText('퇴실')[0]).toBeVisible()
    await expect(board.getByRole('region', { name: '보호자 안내' })).toHaveTextContent(/병실에서 만나실 수 있습니다/)
  },
})

export const Empty = meta.story({
  name: 'Empty: no surgery',
  parameters: {
    sandbox: {
      setup: (world: World) => {
        world.db.surgeries.deleteMany((q) => q.where({ stay: { receptionId: STAY } }))
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('예정된 수술이 없습니다')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listSurgeryStates: { status: 503, reason: '수술현황판 서버를 점검하고 있습니다.' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('수술현황판 서버를 점검하고 있습니다.')
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listSurgeryStates: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
  },
})

export const NotInpatient = meta.story({
  name: 'Not in hospital: the inpatients-only dialog',
  parameters: { sandbox: { persona: 'family' } },
  play: async ({ canvas }) => {
    const message = await screen.findByText('입원 중인 환자만 이용할 수 있는 서비스입니다.')
    await waitFor(() => expect(message).toBeVisible())
    await expect(canvas.queryByRole('article')).toBeNull()
  },
})
