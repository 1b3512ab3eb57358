import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { expectSkeleton, familyOf, keepWorld } from '@/features/account/testing/story-helpers'
import FamilyDeleteScreen from './FamilyDeleteScreen'

const meta = preview.meta({
  title: 'Screens/Account/FamilyDelete',
  component: FamilyDeleteScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('accountAddDelete'),
    sandbox: { persona: 'family', setup: keepWorld() } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '삭제할 가족을 선택해 주세요' })).toBeVisible()
    const child = await canvas.findByRole('article', { name: '정하윤님' })
    await expect(within(child).getByRole('button', { name: '정하윤님 삭제' })).toBeEnabled()
    const mother = canvas.getByRole('article', { name: '김순자님' })
    await expect(within(mother).getByText('부모')).toBeVisible()
    await expect(within(mother).getByRole('button', { name: '김순자님 삭제' })).toBeEnabled()
    // The main account is not in the list.
    await expect(canvas.queryByRole('article', { name: '정해진님' })).toBeNull()
  },
})

export const Deletes = meta.story({
  name: 'Deletes a family member',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '김순자님 삭제' }))
    const dialog = await screen.findByRole('alertdialog', { name: '김순자님을 가족 계정에서 삭제할까요?' })
    await expect(dialog).toHaveTextContent('삭제한 뒤 다시 이용하려면 가족 추가를 새로 해야 합니다.')
    within(dialog).getByRole('button', { name: '삭제하기' }).click()
    await expect(await screen.findByText('김순자님을 가족 계정에서 삭제했습니다.')).toBeInTheDocument()
    await waitFor(() => expect(canvas.queryByRole('article', { name: '김순자님' })).toBeNull())
    await expect(canvas.getByRole('article', { name: '정하윤님' })).toBeVisible()
    await expect(familyOf('U1004').map((u) => u.userName)).toEqual(['정해진', '정하윤'])
  },
})

export const Cancelled = meta.story({
  name: 'Delete cancelled: nothing sent',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '정하윤님 삭제' }))
    const dialog = await screen.findByRole('alertdialog', { name: '정하윤님을 가족 계정에서 삭제할까요?' })
    within(dialog).getByRole('button', { name: '취소' }).click()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(canvas.getByRole('article', { name: '정하윤님' })).toBeVisible()
    await expect(familyOf('U1004')).toHaveLength(3)
  },
})

export const Empty = meta.story({
  parameters: { sandbox: { persona: 'outpatient' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('삭제할 가족 계정이 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '가족 계정 관리로' })).toHaveAttribute('href', '/account/add/manage')
  },
})

export const DeleteRefused = meta.story({
  name: 'Delete refused: the server’s reason',
  parameters: {
    sandbox: { faults: { removeFamilyAccount: { status: 409, reason: '진행 중인 예약이 있어 삭제할 수 없습니다.' } } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '김순자님 삭제' }))
    const dialog = await screen.findByRole('alertdialog', { name: '김순자님을 가족 계정에서 삭제할까요?' })
    within(dialog).getByRole('button', { name: '삭제하기' }).click()
    await expect(await screen.findByRole('alertdialog', { name: '알림' })).toHaveTextContent(
      '진행 중인 예약이 있어 삭제할 수 없습니다.',
    )
    await expect(familyOf('U1004')).toHaveLength(3)
  },
})

export const FamilySelected = meta.story({
  parameters: { sandbox: { persona: 'family', actingAs: 'U1006' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('대표 계정에서만 할 수 있습니다')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '내 계정으로 돌아가기' })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: /삭제$/ })).toBeNull()
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
    await expect(await canvas.findByRole('heading', { name: '삭제할 가족을 선택해 주세요' })).toBeVisible()
    await expectSkeleton(canvas)
  },
})
