import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import InpatientMedicineDetailScreen from './InpatientMedicineDetailScreen'

const meta = preview.meta({
  title: 'Screens/Inpatient/MedicineDetail',
  component: InpatientMedicineDetailScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('inpatientMedicineDetail', { receptionId: 'R202611200301' }, { orderDate: '2026-11-23' }),
    sandbox: { persona: 'inpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: after the operation',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '외과' })).toBeVisible()
    await expect(canvas.getByText('2026.11.23 (월)')).toBeVisible()
    const medicines = canvas.getByRole('region', { name: '처방받은 약' })
    await expect(within(medicines).getAllByRole('listitem')).toHaveLength(3)
    const antibiotic = within(within(medicines).getByText('세파졸린주 1g').closest('li') as HTMLElement)
    await expect(antibiotic.getByText('1바이알')).toBeVisible()
    await expect(antibiotic.getByText('하루 3번')).toBeVisible()
    await expect(antibiotic.getByText('정맥 주사 (병동에서 투여)')).toBeVisible()
  },
})

export const Reminders = meta.story({
  name: 'Medicine reminders: offered for the daily pill, not for pain relief when needed or ward injections',
  play: async ({ canvas, userEvent }) => {
    const medicines = within(await canvas.findByRole('region', { name: '처방받은 약' }))
    const item = (name: string) => within(medicines.getByText(name).closest('li') as HTMLElement)
    await expect(
      item('타이레놀정 500mg').getByText('필요할 때 드시는 약이라 시간 맞춤 알림은 드리지 않습니다.'),
    ).toBeVisible()
    await expect(item('세파졸린주 1g').getByText('병동에서 드리는 약이라 알림이 필요하지 않습니다.')).toBeVisible()
    await userEvent.click(item('노바스크정 5mg').getByRole('button', { name: '복약 알림 받기' }))
    const form = within(canvas.getByRole('form', { name: '노바스크정 5mg 복약 알림' }))
    await expect(form.getByLabelText('1번째 알림 시간')).toHaveValue('08:30')
    // Two days' supply from the 23rd: the 24th is the last.
    await expect(form.getByText(/약이 떨어지는 2026\.11\.24\s\(화\)까지 \(2일분\)/)).toBeVisible()
  },
})

export const NoOrderDate = meta.story({
  name: 'No day of prescription in the link',
  parameters: { route: href('inpatientMedicineDetail', { receptionId: 'R202611200301' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('처방일을 찾을 수 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '약처방 목록으로' })).toHaveAttribute('href', '/inpatient/medicine')
  },
})

export const Empty = meta.story({
  name: 'Empty: not found',
  parameters: {
    route: href('inpatientMedicineDetail', { receptionId: 'R202611200301' }, { orderDate: '2026-11-21' }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('정보를 찾을 수 없습니다.')
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: {
      faults: { fetchInpatientMedicineDetail: { status: 500, reason: '약처방 정보를 불러오지 못했습니다.' } },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('약처방 정보를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchInpatientMedicineDetail: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { name: '외과' })).toBeNull()
  },
})
