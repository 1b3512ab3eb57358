import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { STAY, stayStatus, type World } from '@/features/inpatient/testing/story-worlds'
import InpatientScheduleScreen from './InpatientScheduleScreen'

const meta = preview.meta({
  title: 'Screens/Inpatient/Schedule',
  component: InpatientScheduleScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('inpatientOperationSchedule'),
    sandbox: { persona: 'inpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: the stay, today first, the days to come, the past folded',
  play: async ({ canvas, userEvent }) => {
    const stay = await canvas.findByRole('region', { name: '나의 입원' })
    await expect(within(stay).getByText('입원중')).toBeVisible()
    await expect(within(stay).getByText('본관 7병동 712호 3번 침상')).toBeVisible()
    await expect(within(stay).getByText('외과 오태석 교수')).toBeVisible()
    await expect(within(stay).getByText('2026.11.20 (금) · 입원 4일째')).toBeVisible()
    await expect(within(stay).getByText('2026.11.27 (금)')).toBeVisible()

    const today = await canvas.findByRole('list', { name: '오늘 일정 · 2026.11.23 (월)' })
    const entries = within(today).getAllByRole('listitem')
    await expect(entries.map((entry) => entry.querySelector('span')?.textContent)).toEqual([
      '오전 6:30',
      '오전 7:30',
      '오후 12:30',
      '오후 1:00',
      '오후 5:00',
    ])
    const surgery = within(today).getByText('복강경 담낭절제술').closest('li') as HTMLElement
    await expect(within(surgery).getByText('수술')).toBeVisible()
    await expect(within(surgery).getByText('오태석 교수')).toBeVisible()
    await expect(within(surgery).getByRole('link', { name: '수술현황 보기' })).toHaveAttribute(
      'href',
      '/inpatient/operation/current/default',
    )
    const round = within(today).getByText('수술 전 회진: 수술 부위 확인').closest('li') as HTMLElement
    await expect(within(round).getByText('회진')).toBeVisible()
    await expect(within(round).getByText('712호 병실')).toBeVisible()

    // The days to come, nearest first, up to the discharge.
    const upcoming = canvas.getByRole('region', { name: '다가오는 일정' })
    await expect(within(upcoming).getByRole('region', { name: '2026.11.24 (화)' })).toHaveTextContent('복부 X선')
    await expect(within(upcoming).getByRole('region', { name: '2026.11.27 (금)' })).toHaveTextContent('퇴원 예정')

    // The past is folded away until asked for.
    await expect(canvas.queryByRole('region', { name: '2026.11.22 (일)' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: '지난 일정 보기 (3일)' }))
    const sunday = await canvas.findByRole('region', { name: '2026.11.22 (일)' })
    await expect(sunday).toHaveTextContent('수술 설명과 동의서 작성')
    await expect(canvas.getByRole('button', { name: '지난 일정 접기' })).toHaveAttribute('aria-expanded', 'true')
  },
})

export const PreparingDischarge = meta.story({
  name: 'Provisional discharge: shown as 퇴원준비, with the discharge guide',
  parameters: { sandbox: { setup: stayStatus('PROVISIONAL_DISCHARGE') } },
  play: async ({ canvas }) => {
    const stay = await canvas.findByRole('region', { name: '나의 입원' })
    await expect(within(stay).getByText('퇴원준비')).toBeVisible()
    await expect(within(stay).getByText(/퇴원 준비 중입니다/)).toBeVisible()
    await expect(within(stay).getByRole('link', { name: '퇴원 안내 보기' })).toHaveAttribute(
      'href',
      '/inpatient/information/discharge',
    )
    await expect(within(stay).queryByText(/입원 4일째/)).toBeNull()
  },
})

export const Empty = meta.story({
  name: 'Empty: no schedule yet',
  parameters: {
    sandbox: {
      setup: (world: World) => {
        world.db.inpatientSchedule.deleteMany((q) => q.where({ stay: { receptionId: STAY } }))
        world.db.rounds.deleteMany((q) => q.where({ stay: { receptionId: STAY } }))
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('입원 일정이 아직 없습니다')).toBeVisible()
    await expect(canvas.getByText(/병동 간호사실에 물어봐 주세요/)).toBeVisible()
    // The stay itself still shows.
    await expect(canvas.getByRole('region', { name: '나의 입원' })).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchInpatientSchedule: { status: 500, reason: '입원 일정을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('입원 일정을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
    await expect(within(alert).getByRole('link', { name: /02-2290-8114/ })).toBeVisible()
  },
})

export const NoAnswer = meta.story({
  name: 'No answer: the network is down',
  parameters: { sandbox: { faults: { fetchInpatientSchedule: { noResponse: 'network' } } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(
      '오류가 발생했습니다. 문제가 계속되면 문의 전화(02-2290-8114)로 연락해 주세요.',
    )
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchInpatientSchedule: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '나의 입원' })).toBeVisible()
    await expect(canvas.getByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: /오늘 일정/ })).toBeNull()
  },
})

export const NotInpatient = meta.story({
  name: 'Not in hospital: the inpatients-only dialog, no schedule',
  parameters: { sandbox: { persona: 'outpatient' } },
  play: async ({ canvas }) => {
    const message = await screen.findByText('입원 중인 환자만 이용할 수 있는 서비스입니다.')
    await waitFor(() => expect(message).toBeVisible()) // once the dialog has faded in
    await expect(canvas.queryByRole('region', { name: '나의 입원' })).toBeNull()
  },
})
