import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import DoctorDetailScreen from './DoctorDetailScreen'

const meta = preview.meta({
  title: 'Screens/Hospital/DoctorDetail',
  component: DoctorDetailScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('doctorDetail', { departmentCode: 'IMC', doctorCode: 'D1001', isBookable: 'Y' }),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '김성훈 교수' })).toBeVisible()
    await expect(canvas.getByText('부정맥, 심부전, 고혈압')).toBeVisible()
    await expect(within(canvas.getByRole('list', { name: '진료 키워드' })).getByText('심방세동')).toBeVisible()
    await expect(canvas.getByText('연세대학교 의과대학 졸업')).toBeVisible()
    // Weekly table: Monday has morning and afternoon, Tuesday neither.
    const table = canvas.getByRole('table')
    const rows = within(table).getAllByRole('row')
    await expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['진료', '진료', '휴진', '진료', '휴진', '진료', '휴진'])
    // The coming clinic days: Mon 23 Nov morning and afternoon.
    const day = await within(canvas.getByRole('region', { name: '다가오는 2주 진료일' })).findByText('2026.11.23 (월)')
    await expect(day.closest('div')).toHaveTextContent('오전 · 오후')
    await expect(canvas.getByRole('button', { name: '진료 예약하기' })).toBeVisible()
  },
})

export const BookThisDoctor = meta.story({
  name: 'Booking starts at step 2 with this doctor',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '진료 예약하기' }))
    // Step 2 of the booking, for 김성훈 of 순환기내과.
    await expect(await canvas.findByText('2단계 / 3단계')).toBeVisible()
    await expect(await canvas.findByText(/순환기내과 김성훈 교수/)).toBeVisible()
  },
})

export const NotBookable = meta.story({
  name: 'Not bookable on mobile (한동욱, 정형외과)',
  parameters: { route: href('doctorDetail', { departmentCode: 'OS', doctorCode: 'D1301', isBookable: 'N' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '한동욱 교수' })).toBeVisible()
    await expect(canvas.getByText('모바일 예약이 어려운 의료진입니다. 전화 또는 방문으로 예약해 주세요.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: keepWhole('전화로 예약하기 02-2290-8000') })).toHaveAttribute(
      'href',
      'tel:02-2290-8000',
    )
    await expect(canvas.queryByRole('button', { name: '진료 예약하기' })).toBeNull()
  },
})

export const Empty = meta.story({
  name: 'Empty: no clinic in the coming weeks',
  parameters: {
    sandbox: {
      setup: (world) =>
        void world.db.doctors.update((q) => q.where({ doctorCode: 'D1001' }), {
          data(doctor) {
            doctor.weeklySchedule = doctor.weeklySchedule.map((day) => ({ ...day, morning: 'N', afternoon: 'N' }))
          },
        }),
    } satisfies SandboxParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('다가오는 2주 동안 외래 진료가 없습니다.')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: { sandbox: { faults: { fetchDoctor: { status: 500, reason: '의료진 정보를 불러오지 못했습니다.' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('의료진 정보를 불러오지 못했습니다.')
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchDoctor: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true))
    await expect(canvas.queryByRole('heading', { name: '김성훈 교수' })).toBeNull()
  },
})
