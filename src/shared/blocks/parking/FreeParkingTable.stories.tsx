import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { FreeParkingTable } from './FreeParkingTable'

const meta = preview.meta({ title: 'Shared/Domain/FreeParkingTable', component: FreeParkingTable })

export const AllVisits = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '방문 목적별 무료 주차 시간' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['구분', '무료 시간'])
    await expect(within(table).getByRole('rowheader', { name: /외래 진료/ })).toBeVisible()
    await expect(within(table).getByRole('row', { name: /입원·퇴원·당일수술.*12시간/ })).toBeVisible()
    await expect(within(table).getByRole('row', { name: /방문 차량.*1시간/ })).toBeVisible()
    await expect(within(table).queryByText('해당')).toBeNull()
  },
})

export const ForAnInpatient = meta.story({
  name: 'The row that applies, marked with a word',
  args: { current: 'INPATIENT' },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /입원·퇴원·당일수술/ })
    await expect(within(row).getByText('해당')).toBeVisible()
    await expect(canvas.getAllByText('해당')).toHaveLength(1)
  },
})
