import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { account } from '@/shared/messages/account'
import { href } from '@/shared/routes/route-table'
import {
  advanceServerClock,
  expectSkeleton,
  IDENTITIES,
  keepWorld,
  userRecord,
} from '@/features/account/testing/story-helpers'
import SignUpTermsScreen from './SignUpTermsScreen'

const meta = preview.meta({
  title: 'Screens/Account/SignUpTerms',
  component: SignUpTermsScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('accountSignUpTerms'),
    sandbox: {
      persona: 'none',
      native: { identity: IDENTITIES.guest },
      setup: keepWorld(),
    } satisfies SandboxParameters,
  },
})

interface Canvas {
  findByRole(role: string, options: { name: string }): Promise<HTMLElement>
}
interface User {
  click: (element: Element) => Promise<void>
}

/**
 * The terms need the verification in the router's state; a story starts without it, so it
 * verifies first, as a patient who opened the page directly would.
 */
async function verify(canvas: Canvas, user: User, name = '한가람') {
  await user.click(await canvas.findByRole('button', { name: '휴대폰 본인인증 하기' }))
  await expect(await canvas.findByRole('heading', { name: `${name}님, 약관에 동의하고 가입해 주세요` })).toBeVisible()
}

const SUBMIT = '동의하고 가입하기'

export const NoVerification = meta.story({
  name: 'Direct visit: verify first',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('휴대폰 본인인증을 먼저 해 주세요')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '휴대폰 본인인증 하기' })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: SUBMIT })).toBeNull()
  },
})

export const Loaded = meta.story({
  play: async ({ canvas, userEvent }) => {
    await verify(canvas, userEvent)
    await expect(canvas.getByText('휴대폰 본인인증 완료')).toBeVisible()
    await expect(canvas.getByText('1988.04.17')).toBeVisible()
    await expect(canvas.getByText('010-4444-8888')).toBeVisible()
    await expect(await canvas.findByRole('checkbox', { name: '약관에 모두 동의합니다' })).not.toBeChecked()
    for (const label of [
      '[필수] 서비스 이용약관',
      '[필수] 개인정보 처리방침',
      '[필수] 민감정보(건강정보) 처리 동의',
      '[선택] 마케팅 정보 수신 동의',
      '[선택] 위치정보 이용 동의',
    ]) {
      await expect(canvas.getByRole('checkbox', { name: label })).not.toBeChecked()
    }
    await expect(canvas.getAllByRole('button', { name: /보기$/ })).toHaveLength(5)
  },
})

export const ViewTerm = meta.story({
  name: 'A term’s full text',
  play: async ({ canvas, userEvent }) => {
    await verify(canvas, userEvent)
    await userEvent.click(await canvas.findByRole('button', { name: '서비스 이용약관 보기' }))
    const dialog = await screen.findByRole('dialog', { name: '서비스 이용약관' })
    await expect(dialog).toHaveTextContent('제1조 (목적) 이 약관은 한빛대학교병원')
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '서비스 이용약관' })).toBeNull())
  },
})

export const RequiredTermsMissing = meta.story({
  name: 'Validation: required terms not agreed',
  play: async ({ canvas, userEvent }) => {
    await verify(canvas, userEvent)
    await userEvent.click(await canvas.findByRole('checkbox', { name: '[필수] 서비스 이용약관' }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('필수 약관에 모두 동의해 주세요.')
    await expect(canvas.getByRole('checkbox', { name: '[필수] 개인정보 처리방침' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    // Nothing was sent: no account, still here.
    await expect(userRecord({ ci: 'CI-GUEST-0001' })).toBeUndefined()
    await expect(canvas.getByRole('heading', { level: 1, name: '약관 동의' })).toBeVisible()
  },
})

export const SignsUp = meta.story({
  name: 'Signs up a new person (all agreed) and welcomes them',
  play: async ({ canvas, userEvent }) => {
    await verify(canvas, userEvent)
    await userEvent.click(await canvas.findByRole('checkbox', { name: '약관에 모두 동의합니다' }))
    await expect(canvas.getByRole('checkbox', { name: '[선택] 위치정보 이용 동의' })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await expect(await canvas.findByRole('heading', { name: '한가람님, 가입을 환영합니다' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: '가입 완료' })).toBeVisible()
    const user = userRecord({ ci: 'CI-GUEST-0001' })
    await expect(user?.agreedTermsIds).toEqual([1, 2, 3, 4, 5])
    await expect(user?.marketingYn).toBe('Y')
  },
})

export const RequiredOnly = meta.story({
  name: 'Signs up with the required terms only',
  play: async ({ canvas, userEvent }) => {
    await verify(canvas, userEvent)
    for (const label of ['[필수] 서비스 이용약관', '[필수] 개인정보 처리방침', '[필수] 민감정보(건강정보) 처리 동의']) {
      await userEvent.click(await canvas.findByRole('checkbox', { name: label }))
    }
    await expect(canvas.getByRole('checkbox', { name: '약관에 모두 동의합니다' })).not.toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await expect(await canvas.findByRole('heading', { name: '한가람님, 가입을 환영합니다' })).toBeVisible()
    const user = userRecord({ ci: 'CI-GUEST-0001' })
    await expect(user?.agreedTermsIds).toEqual([1, 2, 3])
    await expect(user?.marketingYn).toBe('N')
  },
})

export const Under14Refused = meta.story({
  name: 'Under 14: the server refuses',
  parameters: { sandbox: { native: { identity: IDENTITIES.child } } },
  play: async ({ canvas, userEvent }) => {
    await verify(canvas, userEvent, '김다온')
    await userEvent.click(await canvas.findByRole('checkbox', { name: '약관에 모두 동의합니다' }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    const dialog = await screen.findByRole('alertdialog')
    await expect(dialog).toHaveTextContent(account.signUp.under14Hint)
    await expect(userRecord({ ci: 'CI-CHILD-0001' })).toBeUndefined()
  },
})

export const VerificationExpired = meta.story({
  name: 'The verification is over (ten minutes): verify again, then sign up',
  play: async ({ canvas, userEvent }) => {
    await verify(canvas, userEvent)
    advanceServerClock(11)
    await userEvent.click(await canvas.findByRole('checkbox', { name: '약관에 모두 동의합니다' }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    const dialog = await screen.findByRole('alertdialog')
    await expect(dialog).toHaveTextContent(account.verification.expired)
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await expect(await canvas.findByText(account.verification.expired)).toBeVisible()
    await expect(userRecord({ ci: 'CI-GUEST-0001' })).toBeUndefined()
    await verify(canvas, userEvent)
    await userEvent.click(await canvas.findByRole('checkbox', { name: '약관에 모두 동의합니다' }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await expect(await canvas.findByRole('heading', { name: '한가람님, 가입을 환영합니다' })).toBeVisible()
  },
})

export const AlreadyMember = meta.story({
  name: 'Already a member: the server refuses',
  parameters: {
    sandbox: { faults: { signUpByMobileAuth: { status: 409, reason: '이미 가입된 회원입니다. 로그인해 주세요.' } } },
  },
  play: async ({ canvas, userEvent }) => {
    await verify(canvas, userEvent)
    await userEvent.click(await canvas.findByRole('checkbox', { name: '약관에 모두 동의합니다' }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('이미 가입된 회원입니다. 로그인해 주세요.')
    await expect(canvas.getByRole('heading', { level: 1, name: '약관 동의' })).toBeInTheDocument()
  },
})

export const Empty = meta.story({
  parameters: { sandbox: { setup: keepWorld((world) => world.db.terms.clear()) } },
  play: async ({ canvas, userEvent }) => {
    await verify(canvas, userEvent)
    await expect(await canvas.findByText('약관을 불러오지 못했습니다')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: SUBMIT })).toBeNull()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: {
      faults: { listTerms: { status: 500, reason: '약관을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.' } },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await verify(canvas, userEvent)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('약관을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listTerms: { noResponse: 'hang' } } } },
  play: async ({ canvas, userEvent }) => {
    await verify(canvas, userEvent)
    await expectSkeleton(canvas)
    await expect(canvas.queryByRole('button', { name: SUBMIT })).toBeNull()
  },
})
