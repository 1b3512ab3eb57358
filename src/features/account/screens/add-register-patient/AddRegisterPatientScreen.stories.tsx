import { expect, screen, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { expectSkeleton, familyOf, IDENTITIES, keepWorld, userRecord } from '@/features/account/testing/story-helpers'
import AddRegisterPatientScreen from './AddRegisterPatientScreen'

const meta = preview.meta({
  title: 'Screens/Account/AddRegisterPatient',
  component: AddRegisterPatientScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('accountAddRegisterPatient'),
    sandbox: {
      persona: 'outpatient',
      native: { identity: IDENTITIES.mother },
      setup: keepWorld(),
    } satisfies SandboxParameters,
  },
})

const forMember = (userId: string) => href('accountAddRegisterPatient', undefined, { userId })

const NAME = '가족 이름'
const BIRTH = '가족 생년월일 8자리'
const ADD_WITH_IDENTITY = '본인인증하고 가족 추가하기'
const ADD = '가족 추가하기'
const FRONT = '주민등록번호 앞 6자리'
const BACK = '주민등록번호 뒤 7자리'
const CONSENT = '[필수] 위 민감정보(건강정보) 처리에 동의합니다'
const REGISTER = '환자번호 등록하기'

// ---- adding a family member --------------------------------------------------------------

export const Loaded = meta.story({
  name: 'Add a family member: the form',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '가족 정보를 입력해 주세요' })).toBeVisible()
    const relation = canvas.getByRole('radiogroup', { name: '가족 관계' })
    for (const label of ['배우자', '자녀', '부모', '형제자매', '기타']) {
      await expect(within(relation).getByRole('radio', { name: label })).not.toBeChecked()
    }
    await expect(canvas.getByRole('textbox', { name: BIRTH })).toHaveAttribute('inputmode', 'numeric')
    await expect(canvas.getByRole('button', { name: ADD_WITH_IDENTITY })).toBeEnabled()
  },
})

export const EmptyForm = meta.story({
  name: 'Validation: an empty form sends nothing',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ADD_WITH_IDENTITY }))
    await expect(await canvas.findByText('가족 관계를 선택해 주세요.')).toBeVisible()
    await expect(canvas.getByText('이름을 입력해 주세요.')).toBeVisible()
    await expect(canvas.getByText('생년월일을 입력해 주세요.')).toBeVisible()
    await expect(familyOf('U1001')).toHaveLength(1)
  },
})

export const BirthDateRules = meta.story({
  name: 'Validation: the birth date (digits, complete, a real day)',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '부모' }))
    await userEvent.type(canvas.getByRole('textbox', { name: NAME }), '이순례')
    const birth = canvas.getByRole('textbox', { name: BIRTH })
    const submit = canvas.getByRole('button', { name: ADD_WITH_IDENTITY })
    await userEvent.type(birth, '1934.5.2')
    await userEvent.click(submit)
    await expect(await canvas.findByText('생년월일은 숫자만 입력해 주세요.')).toBeVisible()
    await userEvent.clear(birth)
    await userEvent.type(birth, '193452')
    await userEvent.click(submit)
    await expect(await canvas.findByText('생년월일 8자리를 모두 입력해 주세요. (예: 19580314)')).toBeVisible()
    await userEvent.clear(birth)
    await userEvent.type(birth, '19340231')
    await userEvent.click(submit)
    await expect(await canvas.findByText('올바른 생년월일이 아닙니다. 다시 확인해 주세요.')).toBeVisible()
    await expect(familyOf('U1001')).toHaveLength(1)
  },
})

export const OwnAccount = meta.story({
  name: 'Rule: own account cannot be added',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '기타' }))
    await userEvent.type(canvas.getByRole('textbox', { name: NAME }), '이서연')
    await userEvent.type(canvas.getByRole('textbox', { name: BIRTH }), '19580314')
    await userEvent.click(canvas.getByRole('button', { name: ADD_WITH_IDENTITY }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('본인 계정은 가족으로 추가할 수 없습니다.')
    await expect(familyOf('U1001')).toHaveLength(1)
  },
})

export const VerificationMismatch = meta.story({
  name: 'Rule: the verification must be the member’s own',
  // The phone verifies 이서연 herself, not her mother.
  parameters: { sandbox: { native: { identity: IDENTITIES.outpatient } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '부모' }))
    await userEvent.type(canvas.getByRole('textbox', { name: NAME }), '이순례')
    await userEvent.type(canvas.getByRole('textbox', { name: BIRTH }), '19340502')
    await expect(canvas.getByText(/가족 본인 명의의 휴대폰으로 본인인증을 해야 합니다/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: ADD_WITH_IDENTITY }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '본인인증 정보가 입력하신 가족의 이름, 생년월일과 일치하지 않습니다.',
    )
    await expect(familyOf('U1001')).toHaveLength(1)
  },
})

export const VerificationClosed = meta.story({
  name: 'Verification closed: nothing sent',
  parameters: { sandbox: { native: { identity: null } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '부모' }))
    await userEvent.type(canvas.getByRole('textbox', { name: NAME }), '이순례')
    await userEvent.type(canvas.getByRole('textbox', { name: BIRTH }), '19340502')
    await userEvent.click(canvas.getByRole('button', { name: ADD_WITH_IDENTITY }))
    await expect(canvas.getByRole('heading', { name: '가족 정보를 입력해 주세요' })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(familyOf('U1001')).toHaveLength(1)
  },
})

export const AddsMotherAndRegisters = meta.story({
  name: 'Adds 이순례 (mother), then registers her patient number',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '부모' }))
    await userEvent.type(canvas.getByRole('textbox', { name: NAME }), '이순례')
    await userEvent.type(canvas.getByRole('textbox', { name: BIRTH }), '19340502')
    await userEvent.click(canvas.getByRole('button', { name: ADD_WITH_IDENTITY }))

    // Straight on to her patient number.
    await expect(await canvas.findByRole('heading', { name: '이순례님의 환자번호를 등록해 주세요' })).toBeVisible()
    await expect(
      await screen.findByText('이순례님을 가족으로 추가했습니다. 이어서 환자번호를 등록해 주세요.'),
    ).toBeInTheDocument()
    const added = familyOf('U1001').find((u) => u.userName === '이순례')
    await expect(added?.relation).toBe('PARENT')
    await expect(canvas.getByRole('textbox', { name: NAME })).toHaveValue('이순례')

    await userEvent.type(canvas.getByRole('textbox', { name: FRONT }), '340502')
    await userEvent.type(canvas.getByLabelText(BACK), '2123456')
    await userEvent.click(await canvas.findByRole('checkbox', { name: CONSENT }))
    await userEvent.click(canvas.getByRole('button', { name: REGISTER }))

    // Back to the family list, with her number.
    await expect(await screen.findByText('이순례님의 환자번호가 등록되었습니다.')).toBeInTheDocument()
    const mother = await canvas.findByRole('article', { name: '이순례님' })
    await expect(within(mother).getByText('환자번호 10789013')).toBeVisible()
    await expect(within(mother).getByRole('button', { name: '이순례님 계정으로 전환' })).toBeEnabled()
    await expect(userRecord({ userId: added?.userId })?.patientNo).toBe('10789013')
  },
})

export const ChildWithGuardian = meta.story({
  name: 'Under 14: added with the guardian (prefilled)',
  parameters: { sandbox: { persona: 'family' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '자녀' }))
    await userEvent.type(canvas.getByRole('textbox', { name: NAME }), '정하준')
    await userEvent.type(canvas.getByRole('textbox', { name: BIRTH }), '20200315')
    await expect(await canvas.findByRole('heading', { name: '보호자 정보' })).toBeVisible()
    await expect(canvas.getByText(/만 14세 미만은 보호자\(대표 계정\) 계정을 통해서만/)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: '보호자 이름' })).toHaveValue('정해진')
    await expect(canvas.getByRole('textbox', { name: '보호자 생년월일 8자리' })).toHaveValue('19820521')
    await expect(canvas.getByRole('textbox', { name: '보호자 휴대폰 번호' })).toHaveValue('01056789012')
    await userEvent.click(canvas.getByRole('button', { name: ADD }))
    await expect(await canvas.findByRole('heading', { name: '정하준님의 환자번호를 등록해 주세요' })).toBeVisible()
    const child = familyOf('U1004').find((u) => u.userName === '정하준')
    await expect(child?.relation).toBe('CHILD')
    await expect(child?.birthDate).toBe('2020-03-15')
  },
})

export const GuardianRequired = meta.story({
  name: 'Rule: under 14 needs the guardian',
  parameters: { sandbox: { persona: 'family' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '자녀' }))
    await userEvent.type(canvas.getByRole('textbox', { name: NAME }), '정하준')
    await userEvent.type(canvas.getByRole('textbox', { name: BIRTH }), '20200315')
    await userEvent.clear(await canvas.findByRole('textbox', { name: '보호자 이름' }))
    await userEvent.clear(canvas.getByRole('textbox', { name: '보호자 휴대폰 번호' }))
    await userEvent.click(canvas.getByRole('button', { name: ADD }))
    await expect(await canvas.findByText('보호자 이름을 입력해 주세요.')).toBeVisible()
    await expect(canvas.getByText('휴대폰 번호를 입력해 주세요.')).toBeVisible()
    await expect(familyOf('U1004')).toHaveLength(3)
  },
})

export const GuardianMismatch = meta.story({
  name: 'Guardian not the main account: the server refuses',
  parameters: { sandbox: { persona: 'family' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '자녀' }))
    await userEvent.type(canvas.getByRole('textbox', { name: NAME }), '정하준')
    await userEvent.type(canvas.getByRole('textbox', { name: BIRTH }), '20200315')
    const phone = await canvas.findByRole('textbox', { name: '보호자 휴대폰 번호' })
    await userEvent.clear(phone)
    await userEvent.type(phone, '01099998888')
    await userEvent.click(canvas.getByRole('button', { name: ADD }))
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '보호자 정보가 대표 계정의 정보와 일치하지 않습니다.',
    )
    await expect(familyOf('U1004')).toHaveLength(3)
  },
})

export const FamilySelected = meta.story({
  parameters: { sandbox: { persona: 'family', actingAs: 'U1006' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('대표 계정에서만 할 수 있습니다')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: ADD_WITH_IDENTITY })).toBeNull()
  },
})

// ---- a member's patient number (?userId=) ------------------------------------------------

export const MemberPatientNo = meta.story({
  name: 'Member: registers 정하윤’s patient number',
  parameters: { route: forMember('U1005'), sandbox: { persona: 'family' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '정하윤님의 환자번호를 등록해 주세요' })).toBeVisible()
    const name = canvas.getByRole('textbox', { name: NAME })
    await expect(name).toHaveValue('정하윤')
    await expect(name).toHaveAttribute('readonly')
    await userEvent.type(canvas.getByRole('textbox', { name: FRONT }), '160830')
    await userEvent.type(canvas.getByLabelText(BACK), '4123456')
    await userEvent.click(await canvas.findByRole('checkbox', { name: CONSENT }))
    await userEvent.click(canvas.getByRole('button', { name: REGISTER }))
    await expect(await screen.findByText('정하윤님의 환자번호가 등록되었습니다.')).toBeInTheDocument()
    const child = await canvas.findByRole('article', { name: '정하윤님' })
    await expect(within(child).getByText('환자번호 10567891')).toBeVisible()
    await expect(userRecord({ userId: 'U1005' })?.patientNo).toBe('10567891')
  },
})

export const MemberNotTheirBirthDate = meta.story({
  name: 'Member: a number whose birth date is not 정하윤’s is caught before sending',
  parameters: { route: forMember('U1005'), sandbox: { persona: 'family' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: FRONT }), '160803')
    await userEvent.type(canvas.getByLabelText(BACK), '4123456')
    await userEvent.click(await canvas.findByRole('checkbox', { name: CONSENT }))
    await userEvent.click(canvas.getByRole('button', { name: REGISTER }))
    await expect(
      await canvas.findByText(
        '주민등록번호의 생년월일이 정하윤님의 생년월일(2016.08.30)과 다릅니다. 다시 확인해 주세요.',
      ),
    ).toBeVisible()
    await expect(userRecord({ userId: 'U1005' })?.patientNo).toBe('')
  },
})

export const MemberValidation = meta.story({
  name: 'Member: validation sends nothing',
  parameters: { route: forMember('U1005'), sandbox: { persona: 'family' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: REGISTER }))
    await expect(await canvas.findByText('주민등록번호를 입력해 주세요.')).toBeVisible()
    await expect(canvas.getByText('필수 동의 항목에 동의해 주세요.')).toBeVisible()
    await expect(userRecord({ userId: 'U1005' })?.patientNo).toBe('')
  },
})

export const MemberLater = meta.story({
  name: 'Member: later, back to the family list',
  parameters: { route: forMember('U1005'), sandbox: { persona: 'family' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '나중에 등록하기' }))
    await expect(await canvas.findByRole('article', { name: '정하윤님' })).toHaveTextContent('환자번호 미등록')
  },
})

export const MemberAlreadyRegistered = meta.story({
  name: 'Member: already has a number',
  parameters: { route: forMember('U1006'), sandbox: { persona: 'family' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('김순자님은 환자번호가 이미 등록되어 있습니다')).toBeVisible()
    await expect(canvas.getByText('환자번호 10567892')).toBeVisible()
  },
})

export const MemberNotFound = meta.story({
  name: 'Member: not in the family',
  parameters: { route: forMember('U9999'), sandbox: { persona: 'family' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('가족 정보를 찾을 수 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '가족 계정 목록으로' })).toHaveAttribute(
      'href',
      '/account/add/manage',
    )
  },
})

export const Error = meta.story({
  name: 'Member: Error',
  parameters: {
    route: forMember('U1005'),
    sandbox: {
      persona: 'family',
      faults: { fetchMultiAccountList: { status: 500, reason: '가족 정보를 불러오지 못했습니다.' } },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('가족 정보를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  name: 'Member: Loading',
  parameters: {
    route: forMember('U1005'),
    sandbox: { persona: 'family', faults: { fetchMultiAccountList: { noResponse: 'hang' } } },
  },
  play: async ({ canvas }) => {
    await expectSkeleton(canvas)
    await expect(canvas.queryByRole('button', { name: REGISTER })).toBeNull()
  },
})
