import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import VisitHistoryScreen from './VisitHistoryScreen'

const meta = preview.meta({
  title: 'Screens/Visit/VisitHistory',
  component: VisitHistoryScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('visitHistory'), sandbox: { persona: 'outpatient' } satisfies SandboxParameters },
})

const list = async (canvas: { findByRole: (role: 'list', options: { name: string }) => Promise<HTMLElement> }) =>
  canvas.findByRole('list', { name: '진료내역' })

export const Loaded = meta.story({
  name: 'Loaded: the last six months, newest first',
  play: async ({ canvas }) => {
    const visits = within(await list(canvas)).getAllByRole('article')
    await expect(visits.map((v) => v.getAttribute('aria-label'))).toEqual([
      '2026.11.23 (월) 안과',
      '2026.11.09 (월) 순환기내과',
      '2026.11.02 (월) 소화기내과',
      '2026.08.20 (목) 순환기내과',
    ])
    await expect(within(visits[2]!).getByText('초진')).toBeVisible()
    await expect(within(visits[1]!).getByText(/김성훈 교수$/)).toBeVisible()
    await expect(within(visits[1]!).getByRole('link', { name: '같은 의료진 예약' })).toHaveAttribute(
      'href',
      '/outpatient/appointment/step2?departmentCode=IMC&doctorCode=D1001',
    )
    await expect(canvas.getByText('2026.05.23 ~ 2026.11.23 진료')).toBeVisible()
    await expect(
      within(visits[1]!).getByRole('link', { name: '2026.11.09 (월) 순환기내과 서류 발급' }),
    ).toHaveAttribute('href', '/documents/visit/R202611090055')
  },
})

export const OneYear = meta.story({
  name: 'A year: the May visit too',
  parameters: { route: href('visitHistory', undefined, { months: '12' }) },
  play: async ({ canvas }) => {
    await expect(within(await list(canvas)).getAllByRole('article')).toHaveLength(5)
    await expect(canvas.getByRole('radio', { name: '1년' })).toBeChecked()
  },
})

export const Empty = meta.story({
  name: 'Empty: no visit in the month',
  parameters: { route: href('visitHistory', undefined, { months: '1' }), sandbox: { persona: 'checkup' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이 기간에 진료받은 내역이 없습니다')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: { sandbox: { faults: { listVisitHistory: { status: 500, reason: '진료내역을 불러오지 못했습니다.' } } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('진료내역을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listVisitHistory: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status')).length).toBeGreaterThan(0)
    await expect(canvas.queryByRole('list', { name: '진료내역' })).toBeNull()
  },
})
