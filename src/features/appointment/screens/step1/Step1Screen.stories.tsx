import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import Step1Screen from './Step1Screen'

const meta = preview.meta({
  title: 'Screens/Appointment/Step1',
  component: Step1Screen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('outpatientAppointmentStep1'),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1단계 / 3단계')).toBeVisible()
    const list = await canvas.findByRole('list', { name: '진료과' })
    // Emergency medicine and radiology take no bookings.
    await expect(within(list).getAllByRole('link')).toHaveLength(25)
    await expect(within(list).queryByRole('link', { name: /응급의학과/ })).toBeNull()
    await expect(within(list).getByRole('link', { name: /순환기내과/ })).toHaveAttribute(
      'href',
      '/outpatient/appointment/step1/doctor?departmentCode=IMC',
    )
  },
})

export const SearchByInitials = meta.story({
  name: 'Search: ㅅㅎㄱ finds 순환기내과 and 소화기내과',
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '진료과' })
    await userEvent.type(canvas.getByRole('searchbox', { name: '진료과 검색' }), 'ㅅㅎㄱ')
    const list = canvas.getByRole('list', { name: '진료과' })
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2))
    await expect(within(list).getByRole('link', { name: /순환기내과/ })).toBeVisible()
    await expect(within(list).getByRole('link', { name: /소화기내과/ })).toBeVisible()
    await expect(canvas.getByText('진료과 2곳을 찾았습니다.')).toBeInTheDocument()
  },
})

export const NoResults = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '진료과' })
    await userEvent.type(canvas.getByRole('searchbox', { name: '진료과 검색' }), '없는과')
    await expect(await canvas.findByText('검색 결과가 없습니다')).toBeVisible()
  },
})

export const Empty = meta.story({
  parameters: { sandbox: { setup: (world) => world.db.departments.clear() } satisfies SandboxParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('예약할 수 있는 진료과가 없습니다')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listBookableDepartments: { status: 500, reason: '진료과를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('진료과를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listBookableDepartments: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1단계 / 3단계')).toBeVisible()
    await expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true)
  },
})
