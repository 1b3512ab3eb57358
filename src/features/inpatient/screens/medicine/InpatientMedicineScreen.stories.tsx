import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import type { World } from '@/features/inpatient/testing/story-worlds'
import InpatientMedicineScreen from './InpatientMedicineScreen'

const meta = preview.meta({
  title: 'Screens/Inpatient/Medicine',
  component: InpatientMedicineScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('inpatientMedicine'), sandbox: { persona: 'inpatient' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: both stays, newest first',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '약처방 목록' })
    const rows = within(list).getAllByRole('link')
    await expect(rows).toHaveLength(5)
    await expect(rows[0]).toHaveTextContent('2026.11.23 (월) 외과')
    await expect(rows[0]).toHaveTextContent('오태석 교수 · 처방약 3가지 · 최대 2일분')
    await expect(rows[0]).toHaveAttribute('href', '/inpatient/medicine/R202611200301?orderDate=2026-11-23')
    await expect(rows[4]).toHaveTextContent('2026.08.10 (월) 외과')
  },
})

export const OneMonth = meta.story({
  name: 'Period: one month',
  parameters: { route: href('inpatientMedicine', undefined, { months: '1' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: '1개월' })).toBeChecked()
    const list = await canvas.findByRole('list', { name: '약처방 목록' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  },
})

export const Empty = meta.story({
  name: 'Empty: no medicines in the period',
  parameters: {
    sandbox: {
      setup: (world: World) => {
        world.db.medicineOrders.deleteMany((q) => q.where({ kind: 'INPATIENT' }))
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이 기간에 처방받은 약이 없습니다')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listInpatientMedicines: { status: 500, reason: '약처방내역을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('약처방내역을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listInpatientMedicines: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: '약처방 목록' })).toBeNull()
  },
})
