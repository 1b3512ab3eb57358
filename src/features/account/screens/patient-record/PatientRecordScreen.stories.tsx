import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import {
  AFTER_SLOW_USER,
  closeNoticeDialog,
  expectSkeleton,
  keepWorld,
  SLOW_USER,
} from '@/features/account/testing/story-helpers'
import PatientRecordScreen from './PatientRecordScreen'

const meta = preview.meta({
  title: 'Screens/Account/PatientRecord',
  component: PatientRecordScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('accountInfo'),
    sandbox: { persona: 'outpatient', setup: keepWorld() } satisfies SandboxParameters,
  },
})

const REFRESH = '병원 정보로 갱신'

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const record = await canvas.findByRole('region', { name: '기본 정보' })
    for (const text of ['10234567', '이서연', '1958.03.14', '여', '010-2345-6789', '대표 계정']) {
      await expect(within(record).getByText(text)).toBeVisible()
    }
    await expect(canvas.getByRole('button', { name: REFRESH })).toBeEnabled()
  },
})

export const RefreshesFromHospital = meta.story({
  name: 'Refreshes from the hospital record',
  parameters: {
    sandbox: {
      // The hospital's record changed at the desk: a new phone number.
      setup: keepWorld(async (world) => {
        await world.db.patients.update((q) => q.where({ patientNo: '10234567' }), {
          data(p) {
            p.cellphoneNumber = '01011112222'
          },
        })
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const record = await canvas.findByRole('region', { name: '기본 정보' })
    await expect(within(record).getByText('010-2345-6789')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: REFRESH }))
    await expect(await screen.findByText('병원 정보로 갱신했습니다.')).toBeInTheDocument()
    await expect(await within(record).findByText('010-1111-2222')).toBeVisible()
  },
})

export const Error = meta.story({
  name: 'Error: the refresh fails',
  parameters: { sandbox: { faults: { refreshUserInfo: { status: 500, reason: '병원 전산에 연결하지 못했습니다.' } } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: REFRESH }))
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('병원 전산에 연결하지 못했습니다.')
  },
})

export const Loading = meta.story({
  name: 'Loading, then loaded',
  parameters: { sandbox: { faults: { fetchUserInfo: SLOW_USER } } },
  play: async ({ canvas }) => {
    await expectSkeleton(canvas)
    await expect(canvas.queryByRole('button', { name: REFRESH })).toBeNull()
    await expect(await canvas.findByRole('button', { name: REFRESH }, AFTER_SLOW_USER)).toBeEnabled()
  },
})

export const NoPatientNumber = meta.story({
  name: 'No patient number: the register dialog',
  parameters: { sandbox: { persona: 'newcomer' } },
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '환자번호 등록' })
    await expect(dialog).toHaveTextContent('이 서비스는 환자번호를 등록해야 이용할 수 있습니다.')
    within(dialog).getByRole('button', { name: '취소' }).click()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await closeNoticeDialog()
    await expect(await canvas.findByRole('link', { name: '환자번호 등록하기' })).toBeVisible()
  },
})

export const FamilySelected = meta.story({
  parameters: { sandbox: { persona: 'family', actingAs: 'U1006' } },
  play: async ({ canvas }) => {
    const record = await canvas.findByRole('region', { name: '기본 정보' })
    for (const text of ['10567892', '김순자', '1951.01.15', '가족 계정']) {
      await expect(within(record).getByText(text)).toBeVisible()
    }
  },
})
