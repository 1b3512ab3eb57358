import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { sessionStore } from '@/shared/session/session-store'
import { closeNoticeDialog, userRecord, withdrawalCount, keepWorld } from '@/features/account/testing/story-helpers'
import WithdrawalScreen from './WithdrawalScreen'

const meta = preview.meta({
  title: 'Screens/Account/Withdrawal',
  component: WithdrawalScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('accountWithdrawal'),
    sandbox: { persona: 'outpatient', setup: keepWorld() } satisfies SandboxParameters,
  },
})

const SUBMIT = '회원 탈퇴하기'

async function confirmWithdrawal() {
  const dialog = await screen.findByRole('alertdialog', { name: '정말 탈퇴할까요?' })
  await expect(dialog).toHaveTextContent('탈퇴하면 앱 계정이 삭제되고 되돌릴 수 없습니다.')
  within(dialog).getByRole('button', { name: '탈퇴하기' }).click()
}

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '탈퇴하기 전에 확인해 주세요' })).toBeVisible()
    await expect(canvas.getByText(/가족 계정이 있으면 먼저 삭제해야 탈퇴할 수 있습니다/)).toBeVisible()
    await expect(canvas.getByText(/병원의 진료 기록과 환자번호는 그대로 남아/)).toBeVisible()
    const reasons = canvas.getByRole('radiogroup', { name: '탈퇴하시는 이유를 알려 주세요' })
    await expect(within(reasons).getAllByRole('radio')).toHaveLength(5)
    await expect(within(reasons).getByRole('radio', { name: '기타 (직접 입력)' })).not.toBeChecked()
    await expect(canvas.getByRole('button', { name: SUBMIT })).toBeEnabled()
  },
})

export const Validation = meta.story({
  name: 'Validation: a reason, and the text for "other"',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: SUBMIT }))
    await expect(await canvas.findByText('탈퇴 사유를 선택해 주세요.')).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: '기타 (직접 입력)' }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await expect(await canvas.findByText('기타 사유를 입력해 주세요.')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: '기타 사유' })).toHaveAttribute('aria-invalid', 'true')
    // Nothing was asked or sent.
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await expect(withdrawalCount()).toBe(0)
  },
})

export const Cancelled = meta.story({
  name: 'Confirmation cancelled: nothing sent',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '자주 이용하지 않아요' }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    const dialog = await screen.findByRole('alertdialog', { name: '정말 탈퇴할까요?' })
    within(dialog).getByRole('button', { name: '취소' }).click()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(withdrawalCount()).toBe(0)
    await expect(userRecord({ userId: 'U1001' })).toBeDefined()
  },
})

export const Withdraws = meta.story({
  name: 'Withdraws: signed out, home',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '기타 (직접 입력)' }))
    await userEvent.type(canvas.getByRole('textbox', { name: '기타 사유' }), '이사를 갑니다')
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await confirmWithdrawal()
    await expect(
      await screen.findByText('회원 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.'),
    ).toBeInTheDocument()
    await closeNoticeDialog()
    await expect(await canvas.findByRole('heading', { name: '로그인하고 진료 예약과 기록을 확인하세요' })).toBeVisible()
    await expect(userRecord({ userId: 'U1001' })).toBeUndefined()
    await expect(sessionStore.getSnapshot().token).toBeNull()
  },
})

export const FamilyRemains = meta.story({
  name: 'Family accounts remain: delete them first',
  parameters: { sandbox: { persona: 'family' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '앱 사용이 불편해요' }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await confirmWithdrawal()
    await expect(await canvas.findByText('아직 탈퇴할 수 없습니다')).toBeVisible()
    await expect(canvas.getByText('가족 계정을 먼저 삭제해 주세요.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '가족 계정 삭제하러 가기' })).toHaveAttribute(
      'href',
      '/account/add/delete',
    )
    await expect(userRecord({ userId: 'U1004' })).toBeDefined()
  },
})

export const FamilySelected = meta.story({
  parameters: { sandbox: { persona: 'family', actingAs: 'U1006' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('대표 계정에서만 할 수 있습니다')).toBeVisible()
    await expect(canvas.getByText(/지금은 김순자님의 가족 계정으로 이용 중입니다/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: SUBMIT })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: '내 계정으로 돌아가기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '정해진님의 계정으로 전환할까요?' })
    within(dialog).getByRole('button', { name: '전환' }).click()
    await expect(await screen.findByText('계정이 전환되었습니다.')).toBeInTheDocument()
    await closeNoticeDialog()
    await expect(await canvas.findByRole('heading', { name: /정해진님, 안녕하세요/ })).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: { sandbox: { faults: { requestWithdrawal: { status: 500, reason: '탈퇴 신청을 받지 못했습니다.' } } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '개인정보가 걱정돼요' }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await confirmWithdrawal()
    await expect(await screen.findByRole('alertdialog', { name: '알림' })).toHaveTextContent(
      '탈퇴 신청을 받지 못했습니다.',
    )
    await expect(userRecord({ userId: 'U1001' })).toBeDefined()
  },
})

export const SignedOut = meta.story({
  name: 'Signed out: sign in first',
  parameters: { sandbox: { persona: 'none' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '휴대폰 본인인증으로 로그인하세요' })).toBeVisible()
  },
})
