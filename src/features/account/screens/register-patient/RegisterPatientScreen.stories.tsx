import { expect, screen, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import {
  closeNoticeDialog,
  expectSkeleton,
  IDENTITIES,
  userRecord,
  keepWorld,
} from '@/features/account/testing/story-helpers'
import RegisterPatientScreen from './RegisterPatientScreen'

const meta = preview.meta({
  title: 'Screens/Account/RegisterPatient',
  component: RegisterPatientScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('registerPatient'),
    sandbox: { persona: 'newcomer', setup: keepWorld() } satisfies SandboxParameters,
  },
})

const SUBMIT = '환자번호 등록하기'
const FRONT = '주민등록번호 앞 6자리'
const BACK = '주민등록번호 뒤 7자리'
const CONSENT = '[필수] 위 민감정보(건강정보) 처리에 동의합니다'

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '환자번호를 등록해 주세요' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: '이름' })).toHaveValue('배수진')
    await expect(canvas.getByRole('textbox', { name: FRONT })).toHaveAttribute('inputmode', 'numeric')
    const back = canvas.getByLabelText(BACK)
    await expect(back).toHaveAttribute('type', 'password')
    await expect(back).toHaveAttribute('inputmode', 'numeric')
    await expect(await canvas.findByText(/진료 예약과 결과 조회를 위해 진료기록/)).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: CONSENT })).not.toBeChecked()
  },
})

export const EmptyForm = meta.story({
  name: 'Validation: an empty form sends nothing',
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByRole('textbox', { name: '이름' }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await expect(await canvas.findByText('이름을 입력해 주세요.')).toBeVisible()
    await expect(canvas.getByText('주민등록번호를 입력해 주세요.')).toBeVisible()
    await expect(canvas.getByText('필수 동의 항목에 동의해 주세요.')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: FRONT })).toHaveAttribute('aria-invalid', 'true')
    await expect(userRecord({ userId: 'U1007' })?.patientNo).toBe('')
    await expect(canvas.getByRole('heading', { name: '환자번호를 등록해 주세요' })).toBeVisible()
  },
})

export const DigitsOnly = meta.story({
  name: 'Validation: digits only',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: FRONT }), '9012ab')
    await userEvent.type(canvas.getByLabelText(BACK), '2123456')
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await expect(await canvas.findByText('주민등록번호는 숫자만 입력해 주세요.')).toBeVisible()
    await expect(userRecord({ userId: 'U1007' })?.patientNo).toBe('')
  },
})

export const Incomplete = meta.story({
  name: 'Validation: the number entered in full',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: FRONT }), '901203')
    // The cursor moves on to the back 7 digits by itself.
    await expect(canvas.getByLabelText(BACK)).toHaveFocus()
    await userEvent.type(canvas.getByLabelText(BACK), '21234')
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await expect(await canvas.findByText('주민등록번호 13자리(앞 6자리, 뒤 7자리)를 모두 입력해 주세요.')).toBeVisible()
    await expect(userRecord({ userId: 'U1007' })?.patientNo).toBe('')
  },
})

export const NotABirthDate = meta.story({
  name: 'Validation: the front six digits are a real birth date (13th month refused before sending)',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: FRONT }), '901303')
    await userEvent.type(canvas.getByLabelText(BACK), '2123456')
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await expect(await canvas.findByText(/주민등록번호를 다시 확인해 주세요/)).toBeVisible()
    await expect(userRecord({ userId: 'U1007' })?.patientNo).toBe('')
  },
})

export const NotOwnBirthDate = meta.story({
  name: 'Validation: a number whose birth date is not the verified one (901230 for 1990.12.03) is caught before sending',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: FRONT }), '901230')
    await userEvent.type(canvas.getByLabelText(BACK), '2123456')
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await expect(
      await canvas.findByText(
        '주민등록번호의 생년월일이 본인인증한 생년월일(1990.12.03)과 다릅니다. 다시 확인해 주세요.',
      ),
    ).toBeVisible()
    // Nothing was sent: no "not a patient of this hospital" for a typo.
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await expect(userRecord({ userId: 'U1007' })?.patientNo).toBe('')
  },
})

export const Registers = meta.story({
  name: 'Registers 배수진: patient number 10678901, then home',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: FRONT }), '901203')
    await userEvent.type(canvas.getByLabelText(BACK), '2123456')
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    await expect(await screen.findByText('환자번호(10678901)가 등록되었습니다.')).toBeInTheDocument()
    await expect(userRecord({ userId: 'U1007' })?.patientNo).toBe('10678901')
    await closeNoticeDialog()
    await expect(await canvas.findByRole('button', { name: '모바일 진료카드' })).toBeVisible()
  },
})

export const NotAPatient = meta.story({
  name: 'Not a patient of the hospital: the number to call, and the first visit one tap away',
  play: async ({ canvas, userEvent }) => {
    // Before anything is typed, the screen says a newcomer has no number and where to go instead.
    await expect(await canvas.findByRole('link', { name: '처음 오셨나요? 초진 예약 신청' })).toHaveAttribute(
      'href',
      '/outpatient/first-visit/new',
    )
    await userEvent.type(await canvas.findByRole('textbox', { name: FRONT }), '901203')
    await userEvent.type(canvas.getByLabelText(BACK), '2999999')
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }))
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }))
    const dialog = await screen.findByRole('alertdialog', { name: '등록된 환자 기록이 없습니다' })
    await expect(dialog).toHaveTextContent('이 병원에 처음 오셨다면 초진 예약을 신청해 주세요.')
    await expect(dialog).toHaveTextContent('원무과(02-2290-8114)')
    await expect(userRecord({ userId: 'U1007' })?.patientNo).toBe('')
    await userEvent.click(within(dialog).getByRole('button', { name: '초진 예약 신청' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: '초진 예약 신청' })).toBeVisible()
  },
})

export const SignedOut = meta.story({
  parameters: { sandbox: { persona: 'none' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('로그인이 필요합니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login/auth')
    await expect(canvas.queryByRole('button', { name: SUBMIT })).toBeNull()
  },
})

export const SignedOutSignsInAndComesBack = meta.story({
  name: 'Signed out: signs in and comes back here',
  parameters: { sandbox: { persona: 'none', native: { identity: IDENTITIES.newcomer } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '로그인하기' }))
    await userEvent.click(await canvas.findByRole('button', { name: '휴대폰 본인인증으로 로그인' }))
    await expect(await canvas.findByRole('heading', { name: '환자번호를 등록해 주세요' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: '이름' })).toHaveValue('배수진')
  },
})

export const AlreadyRegistered = meta.story({
  name: 'Already has a number',
  parameters: { sandbox: { persona: 'outpatient' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이미 환자번호가 등록되어 있습니다')).toBeVisible()
    await expect(canvas.getByText('등록된 환자번호는 10234567입니다.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/')
  },
})

export const FamilySelected = meta.story({
  parameters: { sandbox: { persona: 'family', actingAs: 'U1006' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('등록된 환자번호는 10567892입니다.')).toBeVisible()
  },
})

export const Error = meta.story({
  name: 'Error: the consent text does not load',
  parameters: { sandbox: { faults: { fetchTermsDetail: { status: 500, reason: '동의서를 불러오지 못했습니다.' } } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('동의서를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchTermsDetail: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '환자번호를 등록해 주세요' })).toBeVisible()
    await expectSkeleton(canvas)
  },
})
