import { expect, userEvent, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { PDF_OPENS_MS } from '#.storybook/waits'
import { href } from '@/shared/routes/route-table'
import PaymentConfirmationScreen from './PaymentConfirmationScreen'

const meta = preview.meta({
  title: 'Screens/Documents/PaymentConfirmation',
  component: PaymentConfirmationScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('paymentConfirmation'),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

const ask = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: '납입확인서 받기' }))

export const Loaded = meta.story({
  name: 'Loaded: this year chosen, the confirmation in one tap',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: '2026년' })).toBeChecked()
    await ask(canvasElement)
    await expect(await canvas.findByRole('img', { name: '서류 1쪽 중 1쪽' }, { timeout: PDF_OPENS_MS })).toBeVisible()
    await userEvent.click(await canvas.findByText('서류를 글로 읽기'))
    // The year's payments and their sum, read from the hospital's PDF.
    await expect(canvasElement.querySelector('details')).toHaveTextContent(/이서연.*납입 금액 합계/s)
  },
})

export const Family = meta.story({
  name: 'A main account: whose confirmation, the family’s patients listed',
  parameters: { sandbox: { persona: 'family' } satisfies SandboxParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = await canvas.findByRole('radiogroup', { name: '누구의 확인서인가요' })
    await expect(within(group).getAllByRole('radio').length).toBeGreaterThan(1)
    await expect(within(group).getByRole('radio', { name: /\(본인\)/ })).toBeChecked()
  },
})

export const Empty = meta.story({
  name: 'No family: only the patient, no question of whose',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: '납입확인서 받기' })).toBeVisible()
    await expect(canvas.queryByRole('radiogroup', { name: '누구의 확인서인가요' })).toBeNull()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: {
      faults: { downloadPaymentConfirmation: { status: 500, reason: '발급 서버 오류' } },
    } satisfies SandboxParameters,
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement)
    await expect(
      await within(canvasElement).findByText('서류를 받지 못했습니다. 잠시 후 다시 시도해 주세요.'),
    ).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: {
    sandbox: { faults: { downloadPaymentConfirmation: { noResponse: 'hang' } } } satisfies SandboxParameters,
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement)
    await expect(await within(canvasElement).findByText('서류를 받고 있습니다')).toBeVisible()
  },
})
