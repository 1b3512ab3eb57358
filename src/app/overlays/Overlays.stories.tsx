import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'

/**
 * What opens over the screen: the answer-handling dialogs of spec section 7 (each rule), the
 * spinner, the patient card and the guard's dialogs. The terms in the drawer are the call each
 * answer rule is shown with: one tap, one call.
 */
const meta = preview.meta({
  title: 'Shell/Overlays',
  decorators: [withAppAtRoute],
  parameters: { route: href('department'), sandbox: { persona: 'outpatient' } satisfies SandboxParameters },
})

async function openTerms() {
  await userEvent.click(await screen.findByRole('button', { name: '전체 메뉴 열기' }))
  const drawer = await screen.findByRole('dialog', { name: '전체 메뉴' })
  await userEvent.click(await within(drawer).findByRole('button', { name: '이용약관' }))
}

/** Opens the patient card from the drawer; the barcode and the number are on it. */
async function openPatientCard() {
  await userEvent.click(await screen.findByRole('button', { name: '전체 메뉴 열기' }))
  const drawer = await screen.findByRole('dialog', { name: '전체 메뉴' })
  await userEvent.click(await within(drawer).findByRole('button', { name: '모바일 진료카드' }))
  const card = await screen.findByRole('dialog', { name: '모바일 진료카드' })
  await expect(await within(card).findByRole('img', { name: '환자번호 1 0 2 3 4 5 6 7 바코드' })).toBeVisible()
  await expect(within(card).getByText('1023 4567')).toBeVisible()
  return card
}

export const ErrorDialogWithTheServersReason = meta.story({
  name: 'Error answer: the dialog says the server’s reason',
  parameters: {
    sandbox: { faults: { fetchTermsDetail: { status: 500, reason: '약관 서버를 점검하고 있습니다.' } } },
  },
  play: async () => {
    await openTerms()
    const dialog = await screen.findByRole('alertdialog', { name: '알림' })
    await expect(within(dialog).getByText('약관 서버를 점검하고 있습니다.')).toBeVisible()
  },
})

export const NoResponseDialog = meta.story({
  name: 'No response: the generic error dialog',
  parameters: { sandbox: { faults: { fetchTermsDetail: { noResponse: 'network' } } } },
  play: async () => {
    await openTerms()
    const dialog = await screen.findByRole('alertdialog', { name: '알림' })
    await expect(within(dialog).getByText(/오류가 발생했습니다/)).toBeVisible()
  },
})

export const AuthAnswerHasNoDialog = meta.story({
  name: '401: no dialog, the session signs in again',
  parameters: { sandbox: { faults: { fetchTermsDetail: { status: 401 } } } },
  play: async () => {
    await openTerms()
    await waitFor(() => expect(screen.queryByText('불러오는 중입니다')).toBeNull())
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await expect(screen.queryByRole('dialog', { name: '서비스 이용약관' })).toBeNull()
    // Still signed in, with the token the recovery got.
    await waitFor(() => expect(localStorage.getItem('access-token')).toBeTruthy())
  },
})

export const Spinner = meta.story({
  name: 'Spinner while the patient waits',
  parameters: { sandbox: { faults: { fetchTermsDetail: { latencyMs: 60_000 } } } },
  play: async () => {
    await openTerms()
    await expect(await screen.findByText('불러오는 중입니다')).toBeInTheDocument()
  },
})

export const PatientCard = meta.story({
  parameters: { route: href('department') },
  play: async () => {
    const card = await openPatientCard()
    await expect(within(card).getByRole('switch', { name: '흔들어서 열기' })).toBeChecked()
  },
})

export const PatientCardOffline = meta.story({
  name: 'Patient card without a connection: kept, with the time it was received',
  parameters: { route: href('department'), sandbox: { offline: { receivedAt: '2026-11-23T08:15:00+09:00' } } },
  play: async () => {
    const card = await openPatientCard()
    const notice = within(card).getByText('인터넷에 연결되어 있지 않습니다').closest<HTMLElement>('[role="status"]')!
    await expect(notice).toHaveTextContent('마지막으로 받은 정보를 보여 드립니다(오전 8:15 기준)')
  },
})

export const RegisterPatientDialog = meta.story({
  name: 'Guard: register a patient number first',
  parameters: { sandbox: { persona: 'newcomer' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '외래' }))
    const menu = within(await canvas.findByRole('region', { name: '외래 메뉴' }))
    await userEvent.click(await menu.findByRole('link', { name: '예약조회' }))
    const dialog = await screen.findByRole('alertdialog', { name: '환자번호 등록' })
    await expect(within(dialog).getByRole('button', { name: '등록' })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: '취소' })).toBeVisible()
  },
})

export const InpatientOnlyDialog = meta.story({
  name: 'Guard: inpatients only',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '입원' }))
    const menu = within(await canvas.findByRole('region', { name: '입원 메뉴' }))
    await userEvent.click(await menu.findByRole('link', { name: '입원 일정' }))
    const message = await screen.findByText('입원 중인 환자만 이용할 수 있는 서비스입니다.')
    await waitFor(() => expect(message).toBeVisible()) // once the dialog has faded in
    // No navigation: still on the same screen.
    await expect(canvas.getByRole('heading', { level: 1, name: '진료과/의료진' })).toBeVisible()
  },
})
