import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { bookedRequest, callbackRequest, waitingRequest } from '#.storybook/sandbox/first-visit-worlds'
import FirstVisitScreen from './FirstVisitScreen'

const meta = preview.meta({
  title: 'Screens/FirstVisit/Status',
  component: FirstVisitScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('firstVisit'), sandbox: { persona: 'newcomer' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: waiting for the desk, with its answer day and a cancel',
  parameters: { sandbox: { setup: waitingRequest } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '예약센터가 신청을 확인하고 있습니다' })
    await expect(within(card).getByText('예약센터 확인 중')).toBeVisible()
    await expect(within(card).getByRole('list', { name: '초진 예약 신청 진행 상황' })).toBeVisible()
    await expect(card).toHaveTextContent('2026.11.24 (화)까지 알림으로 알려 드립니다.')
    const asked = canvas.getByRole('region', { name: '초진 예약 신청' })
    await expect(asked).toHaveTextContent('순환기내과')
    await expect(asked).toHaveTextContent('2026.11.25 (수), 2026.11.26 (목)')
    await expect(asked).toHaveTextContent('오전')
    await expect(asked).toHaveTextContent('010-****-1234')
    await expect(canvas.getByRole('button', { name: '신청 취소' })).toBeEnabled()
  },
})

export const CancelAfterConfirming = meta.story({
  name: 'Cancelling asks first, then shows the request cancelled and the way to ask again',
  parameters: { sandbox: { setup: waitingRequest } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '신청 취소' }))
    const dialog = await screen.findByRole('alertdialog', { name: '초진 예약 신청을 취소할까요?' })
    await userEvent.click(within(dialog).getByRole('button', { name: '신청 취소' }))
    await expect(await canvas.findByRole('region', { name: '신청을 취소했습니다' })).toBeVisible()
    await expect(await screen.findByText('초진 예약 신청을 취소했습니다.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '다시 신청하기' })).toHaveAttribute(
      'href',
      '/outpatient/first-visit/new',
    )
    await waitFor(() => expect(canvas.queryByRole('button', { name: '신청 취소' })).toBeNull())
  },
})

export const Booked = meta.story({
  name: 'Booked: the first visit and the patient number registered on the account',
  parameters: { sandbox: { setup: bookedRequest } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '첫 진료가 예약되었습니다' })
    await expect(card).toHaveTextContent('2026.11.25 (수) 오전 9:30')
    await expect(card).toHaveTextContent('김성훈')
    await expect(card).toHaveTextContent('환자번호 10678901가 발급되어 계정에 등록되었습니다.')
    await expect(within(card).getByRole('link', { name: '예약 확인하기' })).toHaveAttribute(
      'href',
      '/outpatient/appointment/inquiry/clinic',
    )
    await expect(canvas.queryByRole('button', { name: '신청 취소' })).toBeNull()
  },
})

export const Callback = meta.story({
  name: 'Callback: when the desk calls and from which number; the cancelled one below',
  parameters: { sandbox: { setup: callbackRequest } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '예약센터에서 전화로 안내해 드립니다' })
    await expect(card).toHaveTextContent('2026.11.24 (화) 오전에 전화드립니다.')
    await expect(within(card).getByRole('link', { name: '02-2290-8000' })).toHaveAttribute('href', 'tel:02-2290-8000')
    await expect(canvas.getByRole('region', { name: '초진 예약 신청' })).toHaveTextContent('예약센터에서 정함')
    const earlier = canvas.getByRole('region', { name: '지난 신청' })
    await expect(earlier).toHaveTextContent('신청 취소')
  },
})

export const Empty = meta.story({
  name: 'Empty: what a first visit request is, and the way to ask or call',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '이 병원에 처음 오셨나요?' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '초진 예약 신청하기' })).toHaveAttribute(
      'href',
      '/outpatient/first-visit/new',
    )
    await expect(canvas.getByRole('link', { name: /예약센터 02-2290-8000/ })).toHaveAttribute(
      'href',
      'tel:02-2290-8000',
    )
  },
})

export const AlreadyPatient = meta.story({
  name: 'A patient with a number and no request: booking as every patient does',
  parameters: { sandbox: { persona: 'outpatient' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이미 환자번호가 있습니다. 진료예약에서 예약해 주세요.')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: '초진 예약 신청하기' })).toBeNull()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listFirstVisitRequests: { status: 500, reason: '신청 내용을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('신청 내용을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listFirstVisitRequests: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { name: '이 병원에 처음 오셨나요?' })).toBeNull()
  },
})
