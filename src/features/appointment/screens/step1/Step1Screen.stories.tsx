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

export const PreviousDoctors = meta.story({
  name: 'Previous doctors first: one tap to that doctor’s calendar',
  play: async ({ canvas }) => {
    const recent = await canvas.findByRole('list', { name: '최근 진료받은 의료진' })
    await expect(canvas.getByRole('heading', { name: '최근 진료받은 의료진' })).toBeVisible()
    const links = within(recent).getAllByRole('link')
    await expect(links.length).toBeGreaterThan(0)
    await expect(links.length).toBeLessThanOrEqual(3)
    // Each row leads straight to step 2 with that doctor (department and doctor in the address).
    for (const link of links) {
      await expect(link.getAttribute('href')).toMatch(
        /^\/outpatient\/appointment\/step2\?departmentCode=\w+&doctorCode=\w+$/,
      )
      await expect(link).toHaveTextContent(/마지막 진료 \d{4}\.\d{2}\.\d{2}/)
    }
  },
})

export const NoPreviousDoctors = meta.story({
  name: 'No visits in the past year: no previous doctors group',
  parameters: {
    sandbox: {
      setup: (world) => void world.db.clinicVisits.deleteMany((q) => q.where({ status: 'COMPLETED' })),
    } satisfies SandboxParameters,
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '진료과' })
    await expect(canvas.queryByRole('list', { name: '최근 진료받은 의료진' })).toBeNull()
    await expect(canvas.queryByText('최근 진료받은 의료진')).toBeNull()
  },
})

export const PreviousDoctorsError = meta.story({
  name: 'Previous doctors fail to load: said above the departments, which still show',
  parameters: {
    sandbox: { faults: { listVisitHistory: { status: 500, reason: '진료내역을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('진료내역을 불러오지 못했습니다.')
    await expect(await canvas.findByRole('list', { name: '진료과' })).toBeVisible()
  },
})

export const PreviousDoctorsLoading = meta.story({
  name: 'Previous doctors loading: the departments do not wait',
  parameters: { sandbox: { faults: { listVisitHistory: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: '진료과' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: '최근 진료받은 의료진' })).toBeVisible()
    await expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true)
  },
})
