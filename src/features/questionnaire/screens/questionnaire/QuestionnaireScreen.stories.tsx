import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import type { QuestionnaireAnswers } from '@/features/questionnaire/lib/answers'
import QuestionnaireScreen from './QuestionnaireScreen'

const KEY = 'personal:questionnaire:U1001'
const GUEST_KEY = 'personal:questionnaire:guest'

const kept = (key = KEY) => {
  const raw = localStorage.getItem(key)
  return raw ? (JSON.parse(raw) as { answers: QuestionnaireAnswers | null }).answers : null
}

const written = (answers: Partial<QuestionnaireAnswers>) => () => {
  const full: QuestionnaireAnswers = {
    visitor: '이서연',
    symptoms: [],
    abroad: 'NO',
    contact: 'NO',
    diagnosed: 'NO',
    completedAt: '2026-11-23T08:10:00+09:00',
    ...answers,
  }
  localStorage.setItem(KEY, JSON.stringify({ version: 1, answers: full }))
}

const meta = preview.meta({
  title: 'Screens/Questionnaire',
  component: QuestionnaireScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('questionnaire'),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

async function answerAll(root: HTMLElement, { symptoms }: { symptoms: string[] }) {
  const canvas = within(root)
  for (const symptom of symptoms) await userEvent.click(canvas.getByRole('checkbox', { name: symptom }))
  await userEvent.click(
    within(canvas.getByRole('radiogroup', { name: /해외에 다녀오셨나요/ })).getByLabelText('아니요'),
  )
  await userEvent.click(within(canvas.getByRole('radiogroup', { name: /확진자와 가까이/ })).getByLabelText('아니요'))
  await userEvent.click(
    within(canvas.getByRole('radiogroup', { name: /확진 판정을 받았나요/ })).getByLabelText('아니요'),
  )
  await userEvent.click(canvas.getByRole('checkbox', { name: '위 내용이 사실과 같음을 확인합니다.' }))
}

export const Empty = meta.story({
  name: 'The empty form, the name filled in from the account',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: '방문하시는 분 성함' })).toHaveValue('이서연')
    await expect(canvas.getByRole('group', { name: /최근 14일 안에 다음 증상/ })).toBeVisible()
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(11)
    await expect(canvas.getByText(/이 휴대폰에만 저장되고 병원으로 보내지지 않습니다/)).toBeVisible()
    await expect(canvas.getByText(/119에 전화하거나/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: '문진표 작성 완료' })).toBeEnabled()
  },
})

export const BadInput = meta.story({
  name: 'Bad input: the messages under each question, and nothing kept',
  play: async ({ canvas }) => {
    await userEvent.clear(await canvas.findByRole('textbox', { name: '방문하시는 분 성함' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: '기침' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: '해당 증상 없음' }))
    await userEvent.type(canvas.getByRole('textbox', { name: '오늘 잰 체온 (℃, 선택)' }), '45')
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: /해외에 다녀오셨나요/ })).getByLabelText('예'))
    await userEvent.click(canvas.getByRole('button', { name: '문진표 작성 완료' }))
    await expect(await canvas.findByText('방문하시는 분의 성함을 입력해 주세요.')).toBeVisible()
    await expect(canvas.getByText("'해당 증상 없음'을 고르셨다면 다른 증상은 고르지 말아 주세요.")).toBeVisible()
    await expect(canvas.getByText('체온은 34.0~42.0℃ 사이로 입력해 주세요. 다시 확인해 주세요.')).toBeVisible()
    await expect(canvas.getByText('다녀온 나라를 입력해 주세요.')).toBeVisible()
    await expect(canvas.getAllByText('예 또는 아니요를 골라 주세요.')).toHaveLength(2)
    await expect(canvas.getByText('내용을 확인하셨다면 확인란에 표시해 주세요.')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: '방문하시는 분 성함' })).toBeInvalid()
    await expect(kept()).toBeNull()
  },
})

export const Completed = meta.story({
  name: 'Completed without symptoms: shown back for the desk',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: '해당 증상 없음' }))
    await userEvent.type(canvas.getByRole('textbox', { name: '오늘 잰 체온 (℃, 선택)' }), '36.6')
    await answerAll(canvasElement, { symptoms: [] })
    await userEvent.click(canvas.getByRole('button', { name: '문진표 작성 완료' }))
    const card = within(await canvas.findByRole('region', { name: '오늘의 문진표' }))
    await expect(card.getByText('확인 필요 없음')).toBeVisible()
    await expect(card.getByText('이서연')).toBeVisible()
    await expect(card.getByText('2026.11.23 (월) 오전 9:00 작성')).toBeVisible()
    await expect(card.getByText('36.6℃')).toBeVisible()
    await expect(card.getByText(/이 화면을 보여 주세요/)).toBeVisible()
    await expect(await canvas.findByText('문진표를 저장했습니다.')).toBeVisible()
    await waitFor(() => expect(kept()).toMatchObject({ visitor: '이서연', symptoms: [], temperature: '36.6' }))
  },
})

export const Attention = meta.story({
  name: 'Symptoms answered: staff look needed, in words',
  beforeEach: written({ symptoms: ['FEVER', 'COUGH'], temperature: '38.1', abroad: 'YES', country: '베트남' }),
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: '오늘의 문진표' }))
    await expect(card.getByText('직원 확인 필요')).toBeVisible()
    await expect(card.getByText(/입구의 선별진료 안내 직원에게 먼저/)).toBeVisible()
    await expect(card.getByText('발열 (37.5℃ 이상), 기침')).toBeVisible()
    await expect(card.getByText('예 (베트남)')).toBeVisible()
  },
})

export const Rewrite = meta.story({
  name: 'Written again after the question',
  beforeEach: written({}),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '다시 작성하기' }))
    const question = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'))
    await userEvent.click(question.getByRole('button', { name: '다시 작성하기' }))
    await expect(await canvas.findByRole('button', { name: '문진표 작성 완료' })).toBeVisible()
    await expect(kept()).toBeNull()
  },
})

export const Expired = meta.story({
  name: "Yesterday's answers no longer valid",
  beforeEach: written({ completedAt: '2026-11-22T17:40:00+09:00' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/하루가 지나 사용할 수 없습니다/)).toBeVisible()
    await expect(canvas.queryByRole('region', { name: '오늘의 문진표' })).toBeNull()
    await expect(canvas.getByRole('button', { name: '문진표 작성 완료' })).toBeVisible()
  },
})

export const Visitor = meta.story({
  name: 'A visitor who has not signed in writes one too',
  parameters: { sandbox: { persona: 'none' } satisfies SandboxParameters },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: '방문하시는 분 성함' }), '박보호')
    await answerAll(canvasElement, { symptoms: ['기침'] })
    await userEvent.click(canvas.getByRole('button', { name: '문진표 작성 완료' }))
    const card = within(await canvas.findByRole('region', { name: '오늘의 문진표' }))
    await expect(card.getByText('직원 확인 필요')).toBeVisible()
    await waitFor(() => expect(kept(GUEST_KEY)).toMatchObject({ visitor: '박보호', symptoms: ['COUGH'] }))
  },
})

export const Loading = meta.story({
  name: 'Loading: the account is on its way',
  parameters: { sandbox: { faults: { fetchUserInfo: { noResponse: 'hang' } } } satisfies SandboxParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: '문진표 작성 완료' })).toBeNull()
  },
})
