import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { sessionStore } from '@/shared/session/session-store'
import { closeNoticeDialog, IDENTITIES } from '@/features/account/testing/story-helpers'
import SignInAuthScreen from './SignInAuthScreen'

const meta = preview.meta({
  title: 'Screens/Account/SignInAuth',
  component: SignInAuthScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('accountSignInAuth'),
    sandbox: { persona: 'none', native: { identity: IDENTITIES.outpatient } } satisfies SandboxParameters,
  },
})

const BUTTON = '휴대폰 본인인증으로 로그인'

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '휴대폰 본인인증으로 로그인하세요' })).toBeVisible()
    await expect(canvas.getByText('로그인 방법이 바뀌었습니다')).toBeVisible()
    await expect(canvas.getByText(/2023\.11\.21부터 아이디 로그인과 간편 로그인/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '문의 전화 02-2290-8114' })).toHaveAttribute(
      'href',
      'tel:02-2290-8114',
    )
    await expect(canvas.getByRole('button', { name: BUTTON })).toBeEnabled()
  },
})

export const SignsInAndGoesHome = meta.story({
  name: 'Signs in as a patient and lands home',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: BUTTON }))
    await closeNoticeDialog()
    await expect(await canvas.findByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    await expect(sessionStore.getSnapshot().userId).toBe('U1001')
  },
})

export const ReturnsWhereTheGuardStopped = meta.story({
  name: 'Returns to the screen the guard stopped',
  parameters: { route: href('accountManagement') },
  play: async ({ canvas, userEvent }) => {
    // Signed out, my info sends the visitor to sign in first.
    await userEvent.click(await canvas.findByRole('button', { name: BUTTON }))
    await expect(await canvas.findByRole('heading', { name: '기본 정보' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: '내 정보 관리' })).toBeVisible()
    await expect(canvas.getByText('이서연')).toBeVisible()
  },
})

export const NewPersonGoesToSignUp = meta.story({
  name: 'No account yet: on to the sign-up terms',
  parameters: { sandbox: { native: { identity: IDENTITIES.guest } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: BUTTON }))
    await expect(await canvas.findByRole('heading', { name: '한가람님, 약관에 동의하고 가입해 주세요' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: '약관 동의' })).toBeVisible()
    await expect(sessionStore.getSnapshot().token).toBeNull()
  },
})

export const VerificationClosed = meta.story({
  name: 'Verification closed: nothing happens',
  parameters: { sandbox: { native: { identity: null } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: BUTTON }))
    await waitFor(() => expect(canvas.getByRole('button', { name: BUTTON })).toBeEnabled())
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await expect(sessionStore.getSnapshot().token).toBeNull()
    await expect(canvas.getByRole('heading', { name: '휴대폰 본인인증으로 로그인하세요' })).toBeVisible()
  },
})

export const FamilyAccountRefused = meta.story({
  name: "A family member's own verification: the server's reason",
  parameters: { sandbox: { native: { identity: IDENTITIES.familyParent } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: BUTTON }))
    const dialog = await screen.findByRole('alertdialog')
    await expect(dialog).toHaveTextContent('가족 계정으로 등록되어 있습니다. 대표 계정(정해진)에서 이용해 주세요.')
    within(dialog).getByRole('button', { name: '확인' }).click()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(sessionStore.getSnapshot().token).toBeNull()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: {
      faults: { signInByMobileAuth: { status: 500, reason: '로그인 서버 점검 중입니다. 잠시 후 다시 시도해 주세요.' } },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: BUTTON }))
    const dialog = await screen.findByRole('alertdialog', { name: '알림' })
    await expect(dialog).toHaveTextContent('로그인 서버 점검 중입니다. 잠시 후 다시 시도해 주세요.')
    await expect(canvas.getByRole('heading', { name: '휴대폰 본인인증으로 로그인하세요' })).toBeInTheDocument()
  },
})

export const Loading = meta.story({
  name: 'Loading: the spinner while signing in',
  parameters: { sandbox: { faults: { signInByMobileAuth: { noResponse: 'hang' } } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: BUTTON }))
    await expect(
      await screen.findByText('불러오는 중입니다', { selector: '[aria-live="assertive"] *' }),
    ).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: /휴대폰 본인인증으로 로그인/ })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
})

export const SignedIn = meta.story({
  name: 'Already signed in: the guard goes home',
  parameters: { sandbox: { persona: 'outpatient' } },
  play: async ({ canvas }) => {
    await closeNoticeDialog()
    await expect(await canvas.findByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: BUTTON })).toBeNull()
  },
})
