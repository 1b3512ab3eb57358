import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '../../../../shared/routes/route-table'
import OutpatientMedicineDetailScreen from './OutpatientMedicineDetailScreen'

const meta = preview.meta({
  title: 'Screens/Records/OutpatientMedicineDetail',
  component: OutpatientMedicineDetailScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('outpatientMedicineDetail', { receptionId: 'R202611090055', orderDate: '2026-11-09' }),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: each medicine and how to take it',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '순환기내과' })).toBeVisible()
    await expect(canvas.getByText('2026.11.09 (월)')).toBeVisible()
    const medicines = canvas.getByRole('region', { name: '처방받은 약' })
    await expect(within(medicines).getAllByRole('listitem')).toHaveLength(3)
    const first = within(within(medicines).getByText('노바스크정 5mg').closest('li') as HTMLElement)
    await expect(first.getByText('성분: 암로디핀베실산염')).toBeVisible()
    await expect(first.getByText('1정')).toBeVisible()
    await expect(first.getByText('하루 1번')).toBeVisible()
    await expect(first.getByText('28일분')).toBeVisible()
    await expect(first.getByText('아침 식후 30분')).toBeVisible()
    await expect(first.getByText('혈압을 낮춥니다')).toBeVisible()
  },
})

export const EyeDrops = meta.story({
  name: 'Eye drops, four times a day',
  parameters: { route: href('outpatientMedicineDetail', { receptionId: 'R202611230102', orderDate: '2026-11-23' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('크라비트점안액 0.5%')).toBeVisible()
    await expect(canvas.getByText('1방울')).toBeVisible()
    await expect(canvas.getByText('하루 4번')).toBeVisible()
    await expect(canvas.getByText('7일분')).toBeVisible()
  },
})

export const Empty = meta.story({
  name: 'Empty: not found',
  parameters: { route: href('outpatientMedicineDetail', { receptionId: 'R209901010001', orderDate: '2026-11-09' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('정보를 찾을 수 없습니다.')
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: {
      faults: { fetchOutpatientMedicineDetail: { status: 500, reason: '약처방 정보를 불러오지 못했습니다.' } },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('약처방 정보를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchOutpatientMedicineDetail: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { name: '순환기내과' })).toBeNull()
  },
})
