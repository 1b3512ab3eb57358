import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import HipassGuideScreen from './HipassGuideScreen'

const noCard: SandboxParameters['setup'] = (world) => {
  world.db.hipassCards.deleteMany((q) => q.where({ patient: { patientNo: '10234567' } }))
}

const meta = preview.meta({
  title: 'Screens/Payment/HipassGuide',
  component: HipassGuideScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('hipassGuide'), sandbox: { persona: 'outpatient' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: the guide and the registered card',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '진료비 하이패스란?' })).toBeVisible()
    const steps = canvas.getByRole('region', { name: '이용 방법' })
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(4)
    await expect(within(steps).getByText('진료비가 자동으로 결제됩니다')).toBeVisible()
    const card = canvas.getByRole('region', { name: '등록한 카드' })
    await expect(await within(card).findByText('신한카드')).toBeVisible()
    await expect(within(card).getByText('9410-****-****-1234')).toBeVisible()
    await expect(within(card).getByText('2026.10.30 등록')).toBeVisible()
    await expect(within(card).getByRole('button', { name: '카드 등록 해지' })).toBeEnabled()
  },
})

export const Unregister = meta.story({
  name: 'Registered: unregister after confirming',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '카드 등록 해지' }))
    const confirm = await screen.findByRole('alertdialog', { name: '카드 등록을 해지할까요?' })
    await userEvent.click(within(confirm).getByRole('button', { name: '해지하기' }))
    await expect(await screen.findByText('카드 등록을 해지했습니다.')).toBeVisible()
    await expect(await canvas.findByText('등록한 카드가 없습니다')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '카드 등록하기' })).toBeEnabled()
  },
})

export const UnregisterKept = meta.story({
  name: 'Registered: unregister cancelled, the card stays',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '카드 등록 해지' }))
    const confirm = await screen.findByRole('alertdialog', { name: '카드 등록을 해지할까요?' })
    await userEvent.click(within(confirm).getByRole('button', { name: '취소' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(canvas.getByText('9410-****-****-1234')).toBeVisible()
  },
})

export const Empty = meta.story({
  name: 'Empty: not registered, then registered',
  parameters: { sandbox: { setup: noCard } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('등록한 카드가 없습니다')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '카드 등록하기' }))
    await expect(await screen.findByText('카드를 등록했습니다. 다음 진료부터 자동으로 결제됩니다.')).toBeVisible()
    await expect(await canvas.findByText('KB국민카드')).toBeVisible()
    await expect(canvas.getByText('5570-****-****-4321')).toBeVisible()
  },
})

export const SignedOut = meta.story({
  name: 'Signed out: the guide and sign-in',
  parameters: { sandbox: { persona: 'none' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('로그인하고 카드를 등록하세요')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login/auth')
    await expect(canvas.getByRole('region', { name: '이용 방법' })).toBeVisible()
  },
})

export const NoPatientNumber = meta.story({
  name: 'Signed in without a patient number',
  parameters: { sandbox: { persona: 'newcomer' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '환자번호 등록하기' })).toHaveAttribute(
      'href',
      '/account/register/patient',
    )
  },
})

export const Error = meta.story({
  parameters: { sandbox: { faults: { fetchHipassCard: { status: 500, reason: '카드 정보를 불러오지 못했습니다.' } } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('카드 정보를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchHipassCard: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '등록한 카드' })
    await expect(await within(card).findByText('불러오는 중입니다')).toBeInTheDocument()
  },
})
