import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import DepartmentDetailScreen from './DepartmentDetailScreen'

const meta = preview.meta({
  title: 'Screens/Hospital/DepartmentDetail',
  component: DepartmentDetailScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('departmentDetail', { departmentCode: 'IMC', departmentName: '순환기내과' }),
    sandbox: { persona: 'none' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/심장과 혈관 질환을 진료합니다/)).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: '순환기내과' })).toBeVisible()
    await expect(within(canvas.getByRole('list', { name: '주요 진료 분야' })).getByText('부정맥')).toBeVisible()
    await expect(canvas.getByText('본관 2층 내과계 외래')).toBeVisible()
    await expect(canvas.getByRole('link', { name: keepWhole('전화하기 02-2290-8210') })).toHaveAttribute(
      'href',
      'tel:02-2290-8210',
    )
    const doctors = await canvas.findByRole('list', { name: '의료진' })
    await expect(within(doctors).getByRole('link', { name: /김성훈 교수/ })).toHaveAttribute(
      'href',
      '/department/doctor/IMC/D1001/Y',
    )
    await expect(within(doctors).getByRole('link', { name: /김연서.*전화 예약/ })).toBeVisible()
  },
})

export const NotBookableDepartment = meta.story({
  name: 'Department not bookable on mobile (응급의학과)',
  parameters: { route: href('departmentDetail', { departmentCode: 'EM', departmentName: '응급의학과' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/모바일 예약을 받지 않는 진료과입니다/)).toBeVisible()
  },
})

export const Empty = meta.story({
  name: 'Empty: no doctors',
  parameters: {
    sandbox: {
      setup: (world) => void world.db.doctors.deleteMany((q) => q.where({ departmentCode: 'IMC' })),
    } satisfies SandboxParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('등록된 의료진이 없습니다')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchDepartment: { status: 500, reason: '진료과 정보를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('진료과 정보를 불러오지 못했습니다.')
    // The name from the address still says where the patient is.
    await expect(canvas.getByRole('heading', { level: 2, name: '순환기내과' })).toBeVisible()
  },
})

export const NotFound = meta.story({
  parameters: { route: href('departmentDetail', { departmentCode: 'XYZ', departmentName: '없는과' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('정보를 찾을 수 없습니다.')
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchDepartment: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '순환기내과' })).toBeVisible()
    await expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true)
  },
})
