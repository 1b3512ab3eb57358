import { expect, userEvent, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import PaymentDelegateScreen from './PaymentDelegateScreen'

type World = Parameters<NonNullable<SandboxParameters['setup']>>[0]

/** The running story's sandbox world (handed over by `setup`), to check what the server recorded. */
let world: World | undefined

const meta = preview.meta({
  title: 'Screens/Payment/PaymentDelegate',
  component: PaymentDelegateScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('outpatientPaymentDelegate'),
    sandbox: {
      persona: 'outpatient',
      setup: (w) => {
        world = w
      },
    } satisfies SandboxParameters,
  },
})

/** Types a patient number and the patient's birth date, and asks who it is. */
async function lookUp(root: HTMLElement, patientNo: string, birthDate = '') {
  const canvas = within(root)
  const field = await canvas.findByRole('textbox', { name: '환자번호' })
  if (patientNo) await userEvent.type(field, patientNo)
  if (birthDate) await userEvent.type(canvas.getByRole('textbox', { name: '진료받은 분의 생년월일' }), birthDate)
  await userEvent.click(canvas.getByRole('button', { name: '환자 확인' }))
  return field
}

/** Looks up the patient, confirms the masked name and waits for the bills. */
async function openBills(root: HTMLElement, patientNo: string, birthDate: string, maskedName: string) {
  const canvas = within(root)
  await lookUp(root, patientNo, birthDate)
  const confirm = await canvas.findByRole('region', { name: '진료비를 낼 환자가 맞는지 확인해 주세요' })
  await expect(within(confirm).getByText(maskedName)).toBeVisible()
  await userEvent.click(within(confirm).getByRole('button', { name: '맞습니다, 진료비 조회하기' }))
}

export const Loaded = meta.story({
  name: 'Loaded: the patient number form',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '대리수납' })).toHaveAttribute('aria-current', 'page')
    const field = await canvas.findByRole('textbox', { name: '환자번호' })
    await expect(field).toHaveAttribute('inputmode', 'numeric')
    await expect(field).toHaveAccessibleDescription('진료카드나 영수증에 있는 8자리 숫자입니다.')
    await expect(canvas.getByText(/가족이나 지인의 진료비를 대신 낼 수 있습니다/)).toBeVisible()
    const birthDate = canvas.getByRole('textbox', { name: '진료받은 분의 생년월일' })
    await expect(birthDate).toHaveAttribute('inputmode', 'numeric')
    await expect(birthDate).toHaveAccessibleDescription(/다른 분의 진료 정보를 지키기 위해/)
  },
})

export const ProxyPayment = meta.story({
  name: 'Proxy payment: confirm the patient, pay, see it in the history',
  play: async ({ canvas, canvasElement }) => {
    await openBills(canvasElement, '10567892', '19510115', '김*자')
    await expect(await canvas.findByText('김*자님의 진료비')).toBeVisible()
    // What paying needs: the date and the amount, nothing of the care (no department or doctor).
    const bill = await canvas.findByRole('checkbox', { name: /진료비.*12,800원/ })
    await expect(bill).toBeChecked()
    await expect(canvas.queryByText(/신경과|임재현|혈액검사/)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: '12,800원 결제하기' }))
    await expect(await canvas.findByRole('heading', { name: '진료비 수납이 완료되었습니다' })).toBeVisible()
    await expect(canvas.getByText('김*자님의 진료비를 냈습니다.')).toBeVisible()
    await userEvent.click(canvas.getByRole('link', { name: '수납내역 보기' }))
    const list = await canvas.findByRole('list', { name: '수납내역 목록' })
    const paid = await within(list).findByRole('button', { name: /대리수납/ })
    await expect(paid).toHaveTextContent('김*자님 진료비')
    await expect(paid).toHaveTextContent('12,800원')
    await expect(paid).not.toHaveTextContent(/신경과|임재현|김순자/)
  },
})

export const BadInput = meta.story({
  name: 'Bad input: digits only, nothing sent',
  play: async ({ canvas, canvasElement }) => {
    const field = await lookUp(canvasElement, '1056ab92')
    await expect(await canvas.findByText('환자번호는 숫자만 입력해 주세요.')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.queryByRole('region', { name: '진료비를 낼 환자가 맞는지 확인해 주세요' })).toBeNull()
    await expect(canvas.queryByText('환자 이름')).toBeNull()
  },
})

export const Required = meta.story({
  name: 'Bad input: required',
  play: async ({ canvas, canvasElement }) => {
    await lookUp(canvasElement, '')
    await expect(await canvas.findByText('환자번호를 입력해 주세요.')).toBeVisible()
  },
})

export const TooShort = meta.story({
  name: 'Bad input: eight digits',
  play: async ({ canvas, canvasElement }) => {
    await lookUp(canvasElement, '1056')
    await expect(await canvas.findByText('환자번호 8자리를 모두 입력해 주세요.')).toBeVisible()
  },
})

export const UnknownNumber = meta.story({
  name: 'Unknown patient number or wrong birth date: the same answer',
  play: async ({ canvas, canvasElement }) => {
    await lookUp(canvasElement, '99999999', '19510115')
    const birthDate = canvas.getByRole('textbox', { name: '진료받은 분의 생년월일' })
    await expect(
      await canvas.findByText('환자번호와 생년월일이 맞는 환자를 찾지 못했습니다. 다시 확인해 주세요.'),
    ).toBeVisible()
    await expect(birthDate).toHaveAttribute('aria-invalid', 'true')
    await userEvent.clear(canvas.getByRole('textbox', { name: '환자번호' }))
    await userEvent.clear(birthDate)
    // A patient who exists, with another birth date: nothing tells the two apart.
    await lookUp(canvasElement, '10567892', '19510116')
    await expect(
      await canvas.findByText('환자번호와 생년월일이 맞는 환자를 찾지 못했습니다. 다시 확인해 주세요.'),
    ).toBeVisible()
    await expect(canvas.queryByText('환자 이름')).toBeNull()
    await expect(canvas.queryByText('김*자')).toBeNull()
  },
})

export const BirthDateNeeded = meta.story({
  name: 'Bad input: the birth date is needed too, nothing sent',
  play: async ({ canvas, canvasElement }) => {
    await lookUp(canvasElement, '10567892')
    await expect(await canvas.findByText('생년월일을 입력해 주세요.')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: '진료받은 분의 생년월일' }), '195101')
    await userEvent.click(canvas.getByRole('button', { name: '환자 확인' }))
    await expect(await canvas.findByText('생년월일 8자리를 모두 입력해 주세요. (예: 19580314)')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: '진료비를 낼 환자가 맞는지 확인해 주세요' })).toBeNull()
  },
})

export const CounterOnly = meta.story({
  name: 'A counter-only bill of the other patient',
  play: async ({ canvas, canvasElement }) => {
    await openBills(canvasElement, '10789012', '19790211', '장*호')
    await expect(await canvas.findByText('원무 창구에서만 수납할 수 있습니다.')).toBeVisible()
    await expect(canvas.getByText('154,000원')).toBeVisible()
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: '27,300원 결제하기' })).toBeEnabled()
  },
})

export const TooManyLookups = meta.story({
  name: 'Too many look-ups: the server limits them, the screen says when to try again',
  play: async ({ canvas, canvasElement }) => {
    // Ten look-ups in ten minutes are allowed (a patient number is not to be swept); the eleventh is refused.
    for (let i = 0; i < 10; i += 1) {
      const field = await lookUp(canvasElement, '99999999', '19510115')
      await expect(await canvas.findByText(/맞는 환자를 찾지 못했습니다/)).toBeVisible()
      await userEvent.clear(field)
      await userEvent.clear(canvas.getByRole('textbox', { name: '진료받은 분의 생년월일' }))
    }
    const field = await lookUp(canvasElement, '10567892', '19510115')
    await expect(await canvas.findByText(/요청이 너무 많습니다. \d+분 뒤에 다시 시도해 주세요./)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: '진료받은 분의 생년월일' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(field).toBeVisible()
    await expect(canvas.queryByText('김*자')).toBeNull()
  },
})

export const Empty = meta.story({
  name: 'Empty: nothing due for that patient',
  play: async ({ canvas, canvasElement }) => {
    await openBills(canvasElement, '10789013', '19340502', '이*례')
    await expect(await canvas.findByText('오늘 수납할 진료비가 없습니다.')).toBeVisible()
  },
})

export const Error = meta.story({
  name: 'Error: the payment lookup error',
  parameters: { sandbox: { faults: { listPayableBills: { status: 500, reason: 'DB timeout' } } } },
  play: async ({ canvas, canvasElement }) => {
    await openBills(canvasElement, '10567892', '19510115', '김*자')
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('진료비 조회 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
    await expect(world?.db.paymentOrders.findMany((q) => q.where({ patient: { patientNo: '10567892' } }))).toEqual([])
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchPatientSummary: { noResponse: 'hang' } } } },
  play: async ({ canvas, canvasElement }) => {
    await lookUp(canvasElement, '10567892', '19510115')
    await expect(await canvas.findByRole('button', { name: /환자 확인/ })).toHaveAttribute('aria-busy', 'true')
  },
})
