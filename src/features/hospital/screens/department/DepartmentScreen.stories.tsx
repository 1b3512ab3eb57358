import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { recordRequests } from '#.storybook/sandbox/record-requests'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import DepartmentScreen from './DepartmentScreen'

const meta = preview.meta({
  title: 'Screens/Hospital/Department',
  component: DepartmentScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('department'), sandbox: { persona: 'outpatient' } satisfies SandboxParameters },
})

const requests = recordRequests()
const doctorCalls = () => requests.asked.filter((url) => url.includes('/api/hospital/doctor/'))
const LOADING_DOCTORS = /의료진 정보를 불러오는 중입니다/

/** Turns to the search box, which asks for every department's doctors, and waits until all are in. */
async function doctorsLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await canvas.findByRole('link', { name: /순환기내과/ })
  await userEvent.click(canvas.getByRole('searchbox', { name: '진료과, 의료진 검색' }))
  await waitFor(() => expect(canvas.queryByText(LOADING_DOCTORS)).toBeNull())
}

async function typeSearch(canvasElement: HTMLElement, text: string) {
  const box = within(canvasElement).getByRole('searchbox', { name: '진료과, 의료진 검색' })
  await userEvent.clear(box)
  await userEvent.type(box, text)
}

export const Loaded = meta.story({
  beforeEach: requests.beforeEach,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '전체 진료과' })).toBeVisible()
    const list = canvas.getByRole('list', { name: '전체 진료과' })
    await expect(within(list).getAllByRole('link')).toHaveLength(27)
    await expect(canvas.getByRole('link', { name: /순환기내과/ })).toHaveAttribute(
      'href',
      '/department/IMC/%EC%88%9C%ED%99%98%EA%B8%B0%EB%82%B4%EA%B3%BC',
    )
    // The list alone asks for no doctor.
    await expect(doctorCalls()).toEqual([])
  },
})

export const DoctorsOnSearch = meta.story({
  name: 'Turning to the search box asks for every department’s doctors',
  beforeEach: requests.beforeEach,
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /순환기내과/ })
    await expect(doctorCalls()).toEqual([])
    await userEvent.click(canvas.getByRole('searchbox', { name: '진료과, 의료진 검색' }))
    await expect(canvas.getByText(LOADING_DOCTORS)).toBeVisible()
    await waitFor(() => expect(canvas.queryByText(LOADING_DOCTORS)).toBeNull())
    await expect(doctorCalls()).toHaveLength(27)
    await expect(doctorCalls().filter((url) => url.endsWith('/api/hospital/doctor/IMC'))).toHaveLength(1)
  },
})

export const SearchByInitials = meta.story({
  name: 'Search: ㄱㅅ finds 김성훈',
  play: async ({ canvas, canvasElement }) => {
    await doctorsLoaded(canvasElement)
    await typeSearch(canvasElement, 'ㄱㅅ')
    const doctors = await canvas.findByRole('list', { name: '의료진' })
    const link = within(doctors).getByRole('link', { name: /김성훈 교수/ })
    await expect(link).toHaveAttribute('href', '/department/doctor/IMC/D1001/Y')
    await expect(link).toHaveTextContent('순환기내과 · 부정맥, 심부전, 고혈압')
    await expect(within(doctors).queryByRole('link', { name: /이정민/ })).toBeNull()
    await expect(canvas.getByText(/진료과 0곳, 의료진 \d+명을 찾았습니다/)).toHaveAttribute('role', 'status')
  },
})

export const SearchBySyllables = meta.story({
  name: 'Search: half-typed syllables (성후, 김성ㅎ)',
  play: async ({ canvas, canvasElement }) => {
    await doctorsLoaded(canvasElement)
    for (const typed of ['성후', '김성ㅎ']) {
      await typeSearch(canvasElement, typed)
      await expect(await canvas.findByRole('link', { name: /김성훈 교수/ })).toBeVisible()
    }
  },
})

export const SearchBySpeciality = meta.story({
  name: 'Search: speciality and department (부정맥, 소아)',
  play: async ({ canvas, canvasElement }) => {
    await doctorsLoaded(canvasElement)
    await typeSearch(canvasElement, '부정맥')
    const link = await canvas.findByRole('link', { name: /김성훈 교수/ })
    await expect(link).toHaveTextContent('전문 분야: 부정맥')
    await typeSearch(canvasElement, '소아')
    const departments = await canvas.findByRole('list', { name: '진료과' })
    await expect(within(departments).getByRole('link', { name: /소아청소년과/ })).toBeVisible()
  },
})

export const SearchRemembered = meta.story({
  name: 'Search kept in the address (?q=)',
  parameters: { route: href('department', undefined, { q: '김성' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('searchbox')).toHaveValue('김성')
    await expect(await canvas.findByRole('link', { name: /김성훈 교수/ })).toBeVisible()
  },
})

export const NoResults = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await doctorsLoaded(canvasElement)
    await typeSearch(canvasElement, '없는진료과')
    await expect(await canvas.findByText('검색 결과가 없습니다')).toBeVisible()
  },
})

export const DepartmentTestRoute = meta.story({
  name: '/departmentTest shows the same screen',
  parameters: { route: href('departmentTest'), sandbox: { persona: 'none' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '전체 진료과' })).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: '진료과, 의료진 검색' })).toBeVisible()
  },
})

export const Empty = meta.story({
  parameters: { sandbox: { setup: (world) => world.db.departments.clear() } satisfies SandboxParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('진료과 정보가 없습니다')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listDepartments: { status: 500, reason: '진료과 정보를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('진료과 정보를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listDepartments: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('searchbox')).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true))
  },
})
