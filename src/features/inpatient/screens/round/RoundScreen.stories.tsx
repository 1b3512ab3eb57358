import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { STAY, type World } from '@/features/inpatient/testing/story-worlds'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import RoundScreen from './RoundScreen'

const meta = preview.meta({
  title: 'Screens/Inpatient/Round',
  component: RoundScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('inpatientRound'), sandbox: { persona: 'inpatient' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: today, the rounds and a fasting day',
  play: async ({ canvas }) => {
    const day = await canvas.findByRole('heading', { level: 2, name: /2026\.11\.23\s\(월\)/ })
    await expect(within(day).getByText('오늘')).toBeVisible()
    const rounds = within(canvas.getByRole('list', { name: '회진 시간' })).getAllByRole('listitem')
    await expect(rounds).toHaveLength(2)
    await expect(rounds[0]).toHaveTextContent('오전 7:30')
    await expect(rounds[0]).toHaveTextContent('오태석 교수 · 외과')
    await expect(rounds[0]).toHaveTextContent('수술 전 회진: 수술 부위 확인')
    await expect(rounds[1]).toHaveTextContent('오후 5:00')
    // Surgery day: every meal is fasting, said in words; what fasting means is said once, above them.
    const meals = canvas.getByRole('list', { name: '식단' })
    for (const meal of ['아침', '점심', '저녁']) {
      const item = within(meals).getByRole('listitem', { name: meal })
      await expect(within(item).getByText('금식')).toBeVisible()
    }
    await expect(canvas.getAllByText(/물도 드시면 안 됩니다/)).toHaveLength(1)
  },
})

export const NextDay = meta.story({
  name: 'The day after: liquid then soft food',
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: '회진 시간' })
    await userEvent.click(canvas.getByRole('button', { name: '다음 날 보기' }))
    await expect(await canvas.findByRole('heading', { level: 2, name: keepWhole('2026.11.24 (화)') })).toBeVisible()
    const meals = canvas.getByRole('list', { name: '식단' })
    const breakfast = within(meals).getByRole('listitem', { name: '아침' })
    await expect(breakfast).toHaveTextContent('오전 7:30')
    await expect(breakfast).toHaveTextContent('미음 (유동식)')
    await expect(breakfast).toHaveTextContent('쌀미음')
    await expect(breakfast).toHaveTextContent('250kcal')
    await expect(within(meals).getByRole('listitem', { name: '저녁' })).toHaveTextContent('죽 (연식)')
  },
})

export const Weekend = meta.story({
  name: 'A weekend day: the resident rounds once, normal meals',
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: '회진 시간' })
    await userEvent.click(canvas.getByRole('button', { name: '전날 보기' }))
    await userEvent.click(canvas.getByRole('button', { name: '전날 보기' }))
    await expect(await canvas.findByRole('heading', { level: 2, name: keepWhole('2026.11.21 (토)') })).toBeVisible()
    const rounds = within(canvas.getByRole('list', { name: '회진 시간' })).getAllByRole('listitem')
    await expect(rounds).toHaveLength(1)
    await expect(rounds[0]).toHaveTextContent('김도윤 교수 · 외과')
    await expect(within(canvas.getByRole('list', { name: '식단' })).getAllByText('일반식')).toHaveLength(3)
  },
})

export const FirstDay = meta.story({
  name: 'The first day: no earlier day, lunch and dinner only',
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: '회진 시간' })
    for (let i = 0; i < 3; i += 1) await userEvent.click(canvas.getByRole('button', { name: '전날 보기' }))
    await expect(await canvas.findByRole('heading', { level: 2, name: keepWhole('2026.11.20 (금)') })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '전날 보기' })).toBeDisabled()
    const meals = within(canvas.getByRole('list', { name: '식단' })).getAllByRole('listitem')
    await expect(meals.map((meal) => meal.getAttribute('aria-label'))).toEqual(['점심', '저녁'])
  },
})

export const Empty = meta.story({
  name: 'Empty: no rounds or meals',
  parameters: {
    sandbox: {
      setup: (world: World) => {
        world.db.rounds.deleteMany((q) => q.where({ stay: { receptionId: STAY } }))
        world.db.meals.deleteMany((q) => q.where({ stay: { receptionId: STAY } }))
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('회진과 식단 정보가 없습니다')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchRoundsAndMeals: { status: 500, reason: '식단 정보를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('식단 정보를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchRoundsAndMeals: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: '식단' })).toBeNull()
  },
})

export const NotInpatient = meta.story({
  name: 'Not in hospital: the inpatients-only dialog',
  parameters: { sandbox: { persona: 'outpatient' } },
  play: async ({ canvas }) => {
    const message = await screen.findByText('입원 중인 환자만 이용할 수 있는 서비스입니다.')
    await waitFor(() => expect(message).toBeVisible())
    await expect(canvas.queryByRole('list', { name: '식단' })).toBeNull()
  },
})
