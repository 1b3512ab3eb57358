import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import OutpatientMedicineScreen from './OutpatientMedicineScreen'

const meta = preview.meta({
  title: 'Screens/Records/OutpatientMedicine',
  component: OutpatientMedicineScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('outpatientMedicine'), sandbox: { persona: 'outpatient' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: the last six months',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '약처방 목록' })
    // Today's eye clinic and last night's emergency room, 9 Nov, 2 Nov and 20 Aug.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5)
    const heart = within(list).getByRole('link', { name: /2026\.11\.09\s\(월\) 순환기내과/ })
    await expect(heart).toHaveAttribute('href', '/outpatient/medicine/R202611090055/2026-11-09')
    await expect(heart).toHaveTextContent('김성훈 교수 · 처방약 3가지 · 최대 28일분')
    await expect(within(list).getByRole('link', { name: /2026\.11\.23\s\(월\) 안과/ })).toBeVisible()
  },
})

export const OneMonth = meta.story({
  name: 'Period: one month, from the URL',
  parameters: { route: href('outpatientMedicine', undefined, { months: '1' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: '1개월' })).toBeChecked()
    const list = await canvas.findByRole('list', { name: '약처방 목록' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    await expect(within(list).queryByText(/2026\.08\.20/)).toBeNull()
  },
})

export const Empty = meta.story({
  name: 'Empty: no medicines in the period',
  parameters: { sandbox: { persona: 'checkup' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이 기간에 처방받은 약이 없습니다')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listOutpatientMedicines: { status: 500, reason: '약처방내역을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('약처방내역을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listOutpatientMedicines: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: '약처방 목록' })).toBeNull()
  },
})
