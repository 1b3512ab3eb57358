import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { wholeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import Step1DoctorScreen from './Step1DoctorScreen'

const meta = preview.meta({
  title: 'Screens/Appointment/Step1Doctor',
  component: Step1DoctorScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('outpatientAppointmentStep1Doctor', undefined, { departmentCode: 'IMC' }),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '순환기내과' })).toBeVisible()
    const list = await canvas.findByRole('list', { name: '의료진' })
    await expect(within(list).getByRole('link', { name: /김성훈 교수/ })).toHaveAttribute(
      'href',
      '/outpatient/appointment/step2?departmentCode=IMC&doctorCode=D1001',
    )
    // 김연서 takes no mobile bookings: a button that explains, not a link onward.
    await expect(within(list).getByRole('button', { name: /김연서.*전화 예약/ })).toBeVisible()
  },
})

export const SearchByInitials = meta.story({
  name: 'Search: ㄱㅅ finds 김성훈',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '의료진' })
    await userEvent.type(canvas.getByRole('searchbox', { name: '의료진 검색' }), 'ㄱㅅ')
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1))
    await expect(within(list).getByRole('link', { name: /김성훈 교수/ })).toBeVisible()
  },
})

export const ExamplesOfTheDepartment = meta.story({
  name: '소화기내과: the search’s examples are its own doctors and specialities, and each finds one',
  parameters: { route: href('outpatientAppointmentStep1Doctor', undefined, { departmentCode: 'IMG' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '소화기내과' })).toBeVisible()
    await canvas.findByRole('list', { name: '의료진' })
    const box = canvas.getByRole('searchbox', { name: '의료진 검색' })
    // Not a cardiologist (김성훈, ㄱㅅ) nor a heart condition (부정맥): 소화기내과's first doctor.
    await waitFor(() => expect(box).toHaveAttribute('placeholder', '예: ㅂㅈㅎ, 박지훈, 위암 내시경'))
    await userEvent.type(box, '심장')
    await expect(
      await canvas.findByText(wholeText('이름이나 첫 글자(예: ㅂㅈㅎ), 전문 분야(예: 위암 내시경)로 찾아보세요.')),
    ).toBeVisible()
    // Each example finds someone here.
    for (const example of ['ㅂㅈㅎ', '박지훈', '위암 내시경']) {
      await userEvent.clear(box)
      await userEvent.type(box, example)
      await canvas.findByText(/의료진 \d+명을 찾았습니다/)
      const found = await canvas.findByRole('list', { name: '의료진' })
      await expect(within(found).getByRole('link', { name: /박지훈 교수/ })).toBeVisible()
    }
  },
})

export const NotBookable = meta.story({
  name: 'Not bookable doctor: message and phone instead of going on',
  parameters: { route: href('outpatientAppointmentStep1Doctor', undefined, { departmentCode: 'OS' }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /한동욱 교수/ }))
    const dialog = await screen.findByRole('dialog', { name: '전화로 예약해 주세요' })
    await expect(
      within(dialog).getByText('모바일 예약이 어려운 의료진입니다. 전화 또는 방문으로 예약해 주세요.'),
    ).toBeVisible()
    await expect(within(dialog).getByRole('link', { name: keepWhole('전화로 예약하기 02-2290-8000') })).toHaveAttribute(
      'href',
      'tel:02-2290-8000',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '전화로 예약해 주세요' })).toBeNull())
    await expect(canvas.getByText('1단계 / 3단계')).toBeVisible()
  },
})

export const NoDepartment = meta.story({
  name: 'No department chosen',
  parameters: { route: href('outpatientAppointmentStep1Doctor') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('진료과를 먼저 선택해 주세요.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '진료과 선택하기' })).toHaveAttribute(
      'href',
      '/outpatient/appointment/step1',
    )
  },
})

export const Empty = meta.story({
  parameters: {
    sandbox: {
      setup: (world) => void world.db.doctors.deleteMany((q) => q.where({ departmentCode: 'IMC' })),
    } satisfies SandboxParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('예약할 수 있는 의료진이 없습니다')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listBookableDoctors: { status: 500, reason: '의료진을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('의료진을 불러오지 못했습니다.')
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listBookableDoctors: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '순환기내과' })).toBeVisible()
    await expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true)
  },
})
