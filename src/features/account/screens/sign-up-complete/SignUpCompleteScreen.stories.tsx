import { expect } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import {
  closeNoticeDialog,
  AFTER_SLOW_USER,
  expectSkeleton,
  SLOW_USER,
  keepWorld,
} from '@/features/account/testing/story-helpers'
import SignUpCompleteScreen from './SignUpCompleteScreen'

const meta = preview.meta({
  title: 'Screens/Account/SignUpComplete',
  component: SignUpCompleteScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('accountSignUpComplete'),
    sandbox: { persona: 'newcomer', setup: keepWorld() } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Welcome, with the patient number as the next step',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '배수진님, 가입을 환영합니다' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '환자번호 등록하기' })).toHaveAttribute(
      'href',
      '/account/register/patient',
    )
    await expect(canvas.getByRole('link', { name: '나중에 등록하기' })).toHaveAttribute('href', '/')
  },
})

export const RegisterNow = meta.story({
  name: 'Register now: on to the patient number',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '환자번호 등록하기' }))
    await expect(await canvas.findByRole('heading', { name: '환자번호를 등록해 주세요' })).toBeVisible()
  },
})

export const Later = meta.story({
  name: 'Later: home',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '나중에 등록하기' }))
    await closeNoticeDialog()
    await expect(await canvas.findByRole('heading', { name: /배수진님, 안녕하세요/ })).toBeVisible()
  },
})

export const HasPatientNumber = meta.story({
  name: 'Already has a patient number: just home',
  parameters: { sandbox: { persona: 'outpatient' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '이서연님, 가입을 환영합니다' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: '환자번호 등록하기' })).toBeNull()
    await expect(canvas.getByRole('link', { name: '홈으로' })).toBeVisible()
  },
})

export const SignedOut = meta.story({
  parameters: { sandbox: { persona: 'none' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('로그인이 필요합니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login/auth')
  },
})

export const Loading = meta.story({
  name: 'Loading, then loaded',
  parameters: { sandbox: { faults: { fetchUserInfo: SLOW_USER } } },
  play: async ({ canvas }) => {
    await expectSkeleton(canvas)
    await expect(canvas.queryByRole('heading', { name: /가입을 환영합니다/ })).toBeNull()
    await expect(
      await canvas.findByRole('heading', { name: '배수진님, 가입을 환영합니다' }, AFTER_SLOW_USER),
    ).toBeVisible()
  },
})
