import { expect, screen, within } from 'storybook/test'
import { fetchUserInfo } from '@/api/generated/account'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { sessionStore } from '@/shared/session/session-store'
import { closeNoticeDialog, expectSkeleton, keepWorld } from '@/features/account/testing/story-helpers'
import FamilyAccountsScreen from './FamilyAccountsScreen'

const meta = preview.meta({
  title: 'Screens/Account/FamilyAccounts',
  component: FamilyAccountsScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('accountManage'),
    sandbox: { persona: 'family', setup: keepWorld() } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('article', { name: '정해진님' })
    await expect(within(main).getByText('대표 계정')).toBeVisible()
    await expect(within(main).getByText('이용 중')).toBeVisible()
    await expect(within(main).getByText('환자번호 10567890')).toBeVisible()

    const child = canvas.getByRole('article', { name: '정하윤님' })
    await expect(within(child).getByText('자녀')).toBeVisible()
    await expect(within(child).getByText('환자번호 미등록')).toBeVisible()
    await expect(within(child).getByRole('link', { name: '정하윤님 환자번호 등록' })).toHaveAttribute(
      'href',
      '/account/add/register/patient?userId=U1005',
    )
    await expect(within(child).queryByRole('button', { name: /전환/ })).toBeNull()

    const mother = canvas.getByRole('article', { name: '김순자님' })
    await expect(within(mother).getByText('부모')).toBeVisible()
    await expect(within(mother).getByText('환자번호 10567892')).toBeVisible()
    await expect(within(mother).getByRole('button', { name: '김순자님 계정으로 전환' })).toBeEnabled()

    await expect(canvas.getByRole('heading', { name: '가족 계정 2명' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '가족 추가' })).toHaveAttribute(
      'href',
      '/account/add/register/patient',
    )
    await expect(canvas.getByRole('link', { name: '가족 삭제' })).toHaveAttribute('href', '/account/add/delete')
  },
})

export const SwitchesToFamily = meta.story({
  name: 'Switches to a family member',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '김순자님 계정으로 전환' }))
    const dialog = await screen.findByRole('alertdialog', { name: '김순자님의 계정으로 전환할까요?' })
    within(dialog).getByRole('button', { name: '전환' }).click()
    await expect(await screen.findByText('계정이 전환되었습니다.')).toBeInTheDocument()
    await closeNoticeDialog()
    await expect(await canvas.findByRole('heading', { name: /김순자님, 안녕하세요/ })).toBeVisible()
    await expect(sessionStore.getSnapshot().token).not.toBe(sessionStore.getSnapshot().mainToken)
  },
})

export const SwitchCancelled = meta.story({
  name: 'Switch cancelled: nothing changes',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '김순자님 계정으로 전환' }))
    const dialog = await screen.findByRole('alertdialog', { name: '김순자님의 계정으로 전환할까요?' })
    within(dialog).getByRole('button', { name: '취소' }).click()
    await expect(await canvas.findByRole('article', { name: '정해진님' })).toHaveTextContent('이용 중')
    await expect(sessionStore.getSnapshot().token).toBe(sessionStore.getSnapshot().mainToken)
  },
})

export const RegisterMissingNumber = meta.story({
  name: 'A member without a patient number: register it',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '정하윤님 환자번호 등록' }))
    await expect(await canvas.findByRole('heading', { name: '정하윤님의 환자번호를 등록해 주세요' })).toBeVisible()
  },
})

export const Empty = meta.story({
  name: 'Empty: no family yet',
  parameters: { sandbox: { persona: 'outpatient' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('등록된 가족이 없습니다')).toBeVisible()
    await expect(canvas.getByRole('article', { name: '이서연님' })).toHaveTextContent('이용 중')
    await expect(canvas.getByRole('link', { name: '가족 추가' })).toHaveAttribute(
      'href',
      '/account/add/register/patient',
    )
    await expect(canvas.queryByRole('link', { name: '가족 삭제' })).toBeNull()
  },
})

export const FamilySelected = meta.story({
  name: 'Family selected: only the main account manages family',
  parameters: { sandbox: { persona: 'family', actingAs: 'U1006' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('대표 계정에서만 할 수 있습니다')).toBeVisible()
    const mother = await canvas.findByRole('article', { name: '김순자님' })
    await expect(within(mother).getByText('이용 중')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /계정으로 전환$/ })).toBeNull()
    await expect(canvas.queryByRole('link', { name: '가족 추가' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: '내 계정으로 돌아가기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '정해진님의 계정으로 전환할까요?' })
    within(dialog).getByRole('button', { name: '전환' }).click()
    await closeNoticeDialog()
    await expect(await canvas.findByRole('heading', { name: /정해진님, 안녕하세요/ })).toBeVisible()
    // The token in use is the main account's again (the server says whose it is).
    await expect((await fetchUserInfo()).userId).toBe('U1004')
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchMultiAccountList: { status: 500, reason: '가족 계정 목록을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('가족 계정 목록을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchMultiAccountList: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '가족의 진료도 함께 챙기세요' })).toBeVisible()
    await expectSkeleton(canvas)
  },
})
