import { expect, screen, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import {
  expectSkeleton,
  userRecord,
  AFTER_SLOW_USER,
  SLOW_USER,
  keepWorld,
} from '@/features/account/testing/story-helpers'
import MyInfoScreen from './MyInfoScreen'

const meta = preview.meta({
  title: 'Screens/Account/MyInfo',
  component: MyInfoScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('accountManagement'),
    sandbox: { persona: 'outpatient', setup: keepWorld() } satisfies SandboxParameters,
  },
})

type World = Parameters<NonNullable<SandboxParameters['setup']>>[0]

const PHONE = '새 휴대폰 번호'
const CHANGE = '휴대폰 번호 변경하기'

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const profile = await canvas.findByRole('region', { name: '기본 정보' })
    for (const text of ['이서연', '1958.03.14', '010-2345-6789', '10234567', '대표 계정']) {
      await expect(within(profile).getByText(text)).toBeVisible()
    }
    await expect(canvas.getByRole('link', { name: /내 환자 정보/ })).toHaveAttribute('href', '/account/info')
    await expect(await canvas.findByRole('link', { name: /가족 계정 관리 0명/ })).toHaveAttribute(
      'href',
      '/account/add/manage',
    )
    await expect(canvas.getByRole('link', { name: '회원 탈퇴' })).toHaveAttribute('href', '/account/withdrawal')
    // The phone's keypad with the dash: a number may be typed as it is written.
    await expect(canvas.getByRole('textbox', { name: PHONE })).toHaveAttribute('inputmode', 'tel')
  },
})

export const ChangesPhone = meta.story({
  name: 'Changes the phone number, typed with dashes: its digits are sent',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: PHONE }), '010-9876-5432')
    await userEvent.click(canvas.getByRole('button', { name: CHANGE }))
    await expect(await screen.findByText('휴대폰 번호가 변경되었습니다.')).toBeInTheDocument()
    const profile = canvas.getByRole('region', { name: '기본 정보' })
    await expect(await within(profile).findByText('010-9876-5432')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: PHONE })).toHaveValue('')
    await expect(userRecord({ userId: 'U1001' })?.cellphoneNumber).toBe('01098765432')
  },
})

export const PhoneValidation = meta.story({
  name: 'Validation: the phone number',
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByRole('textbox', { name: PHONE })
    const submit = canvas.getByRole('button', { name: CHANGE })
    await userEvent.click(submit)
    await expect(await canvas.findByText('휴대폰 번호를 입력해 주세요.')).toBeVisible()
    await userEvent.type(input, '010-98ab-5432')
    await userEvent.click(submit)
    await expect(await canvas.findByText('휴대폰 번호는 숫자만 입력해 주세요.')).toBeVisible()
    await userEvent.clear(input)
    await userEvent.type(input, '0109876543')
    await userEvent.click(submit)
    await expect(await canvas.findByText('올바른 휴대폰 번호가 아닙니다. 다시 확인해 주세요.')).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    // Nothing was sent.
    await expect(userRecord({ userId: 'U1001' })?.cellphoneNumber).toBe('01023456789')
  },
})

export const PhoneChangeRefused = meta.story({
  name: 'Phone change refused: the server’s reason',
  parameters: {
    sandbox: { faults: { updatePatientPhone: { status: 500, reason: '휴대폰 번호를 바꾸지 못했습니다.' } } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: PHONE }), '01098765432')
    await userEvent.click(canvas.getByRole('button', { name: CHANGE }))
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('휴대폰 번호를 바꾸지 못했습니다.')
  },
})

export const Empty = meta.story({
  name: 'Empty: no patient number yet',
  parameters: { sandbox: { persona: 'newcomer' } },
  play: async ({ canvas }) => {
    const profile = await canvas.findByRole('region', { name: '기본 정보' })
    await expect(within(profile).getByText('환자번호 미등록')).toBeVisible()
    await expect(within(profile).getByRole('link', { name: '환자번호 등록하기' })).toHaveAttribute(
      'href',
      '/account/register/patient',
    )
    await expect(canvas.getByText('휴대폰 번호는 환자번호를 등록한 뒤 바꿀 수 있습니다.')).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: PHONE })).toBeNull()
  },
})

export const FamilySelected = meta.story({
  parameters: { sandbox: { persona: 'family', actingAs: 'U1006' } },
  play: async ({ canvas }) => {
    const profile = await canvas.findByRole('region', { name: '기본 정보' })
    await expect(within(profile).getByText('김순자')).toBeVisible()
    await expect(within(profile).getByText('가족 계정')).toBeVisible()
    await expect(await canvas.findByRole('link', { name: /가족 계정 관리 2명/ })).toBeVisible()
  },
})

let outage: World | undefined

export const Error = meta.story({
  name: 'Error: the user does not load (an outage keeps the session; retry)',
  parameters: {
    sandbox: {
      setup: (world: World) => {
        outage = world
        world.faults.set('fetchUserInfo', { status: 500, reason: '사용자 정보를 불러오지 못했습니다.' })
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    // A hospital outage is not a sign-out: the server's reason, then the screen offers a retry.
    const dialog = await screen.findByRole('alertdialog', { name: '알림' })
    await expect(dialog).toHaveTextContent('사용자 정보를 불러오지 못했습니다.')
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await expect(
      await canvas.findByText('내 정보를 불러오지 못했습니다. 로그인은 그대로 유지됩니다. 잠시 후 다시 시도해 주세요.'),
    ).toBeVisible()
    await expect(localStorage.getItem('access-token')).toBe('sandbox-token-U1001')
    // The server is back: the same session loads the screen.
    outage?.faults.clear()
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }))
    await expect(await canvas.findByRole('region', { name: '기본 정보' })).toBeVisible()
  },
})

export const Loading = meta.story({
  name: 'Loading, then loaded',
  parameters: { sandbox: { faults: { fetchUserInfo: SLOW_USER } } },
  play: async ({ canvas }) => {
    await expectSkeleton(canvas)
    await expect(canvas.queryByRole('region', { name: '기본 정보' })).toBeNull()
    await expect(await canvas.findByRole('region', { name: '기본 정보' }, AFTER_SLOW_USER)).toBeVisible()
  },
})
