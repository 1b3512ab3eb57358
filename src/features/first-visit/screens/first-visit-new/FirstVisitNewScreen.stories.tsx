import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { waitingRequest } from '#.storybook/sandbox/first-visit-worlds'
import FirstVisitNewScreen from './FirstVisitNewScreen'

type Setup = NonNullable<SandboxParameters['setup']>
type World = Parameters<Setup>[0]
let world: World | undefined
/** Keeps the story's world, to check what was (or was not) sent. */
const keepWorld =
  (then?: Setup): Setup =>
  async (w) => {
    world = w
    await then?.(w)
  }
const requestsInWorld = () => world?.db.firstVisits.findMany() ?? []

const meta = preview.meta({
  title: 'Screens/FirstVisit/New',
  component: FirstVisitNewScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('firstVisitNew'),
    sandbox: { persona: 'newcomer', setup: keepWorld() } satisfies SandboxParameters,
  },
})

const DEPARTMENTS = { name: '진료받을 진료과' }

export const Loaded = meta.story({
  name: 'Loaded: departments, clinic days, the time, the verified phone and the consent',
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', DEPARTMENTS)
    await expect(select).toHaveValue('')
    await expect(within(select).getByRole('option', { name: '순환기내과' })).toBeInTheDocument()
    // "I do not know" first, after the empty choice.
    await expect(within(select).getAllByRole('option')[1]).toHaveTextContent('잘 모르겠어요')
    const days = canvas.getByRole('group', { name: '원하는 날짜 (최대 3일)' })
    // Tomorrow first; no Saturday (the hospital's week).
    const chips = within(days).getAllByRole('button')
    await expect(chips[0]).toHaveTextContent('11월 24일 (화)')
    await expect(within(days).queryByRole('button', { name: '11월 28일 (토)' })).toBeNull()
    await expect(canvas.getByRole('radiogroup', { name: '원하는 시간대' })).toBeVisible()
    await expect(canvas.getByText('010-5678-1234')).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ })).not.toBeChecked()
    await expect(canvas.getByRole('button', { name: '신청하기' })).toBeEnabled()
  },
})

export const BadInputSendsNothing = meta.story({
  name: 'Bad input: every message under its field, nothing sent',
  play: async ({ canvas }) => {
    await canvas.findByRole('combobox', DEPARTMENTS)
    await userEvent.click(canvas.getByRole('button', { name: '신청하기' }))
    await expect(await canvas.findByText('진료과를 고르거나 ‘잘 모르겠어요’를 골라 주세요.')).toBeVisible()
    await expect(canvas.getByText('원하는 날짜를 하루 이상 골라 주세요.')).toBeVisible()
    await expect(canvas.getByText('원하는 시간대를 골라 주세요.')).toBeVisible()
    await expect(canvas.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeVisible()
    // Not knowing the department needs the symptoms; a fourth day is one too many.
    await userEvent.selectOptions(canvas.getByRole('combobox', DEPARTMENTS), '잘 모르겠어요')
    const days = within(canvas.getByRole('group', { name: '원하는 날짜 (최대 3일)' })).getAllByRole('button')
    for (const day of days.slice(0, 4)) await userEvent.click(day)
    await expect(days[3]).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: '신청하기' }))
    await expect(await canvas.findByText('진료과를 모르시면 증상을 적어 주세요.')).toBeVisible()
    await expect(canvas.getByText('원하는 날짜는 3일까지 고를 수 있습니다.')).toBeVisible()
    await expect(requestsInWorld()).toEqual([])
  },
})

export const SendsOnceAndShowsIt = meta.story({
  name: 'A filled request is sent once and shown waiting for the desk',
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', DEPARTMENTS), '순환기내과')
    await userEvent.type(
      canvas.getByRole('textbox', { name: /증상이나 진료받고 싶은 내용/ }),
      '계단을 오르면 숨이 찹니다.',
    )
    const days = within(canvas.getByRole('group', { name: '원하는 날짜 (최대 3일)' })).getAllByRole('button')
    await userEvent.click(days[1]!)
    await userEvent.click(days[0]!)
    await userEvent.click(canvas.getByRole('radio', { name: '오전' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }))
    const send = canvas.getByRole('button', { name: '신청하기' })
    await userEvent.dblClick(send)
    await expect(await canvas.findByRole('heading', { level: 1, name: '초진 예약' })).toBeVisible()
    await expect(await canvas.findByRole('region', { name: '예약센터가 신청을 확인하고 있습니다' })).toBeVisible()
    await expect(await screen.findByText('초진 예약을 신청했습니다.')).toBeVisible()
    const sent = requestsInWorld()
    await expect(sent).toHaveLength(1)
    await expect(sent[0]).toMatchObject({
      departmentCode: 'IMC',
      symptoms: '계단을 오르면 숨이 찹니다.',
      preferredDates: ['2026-11-24', '2026-11-25'],
      preferredTime: 'MORNING',
    })
  },
})

export const WaitingRequestBlocksAnother = meta.story({
  name: 'A request already waiting: said, linked, and no second one',
  parameters: { sandbox: { setup: keepWorld(waitingRequest) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/예약센터의 답을 기다리는 신청이 있습니다/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '신청 내용 보기' })).toHaveAttribute(
      'href',
      '/outpatient/first-visit',
    )
    await waitFor(() => expect(canvas.getByRole('button', { name: '신청하기' })).toBeDisabled())
  },
})

export const AlreadyPatient = meta.story({
  name: 'An account with a patient number books as every patient does',
  parameters: { sandbox: { persona: 'outpatient' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이미 환자번호가 있습니다. 진료예약에서 예약해 주세요.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '진료예약 하러 가기' })).toHaveAttribute(
      'href',
      '/outpatient/appointment/step1',
    )
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listBookableDepartments: { status: 500, reason: '진료과를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('진료과를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listBookableDepartments: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('combobox', DEPARTMENTS)).toBeNull()
  },
})
