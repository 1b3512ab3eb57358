import { expect, userEvent, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { storyNativeCalls } from '#.storybook/sandbox/story-bridge'
import { SILSON24 } from '@/shared/config/silson24'
import { href } from '@/shared/routes/route-table'
import VisitDocumentsScreen from './VisitDocumentsScreen'

/** 이서연's heart clinic visit of 9 November, paid. */
const PAID_VISIT = 'R202611090055'

const meta = preview.meta({
  title: 'Screens/Documents/VisitDocuments',
  component: VisitDocumentsScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('visitDocuments', { receptionId: PAID_VISIT }),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: a paid visit’s documents, 실손24 opened through the shell',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('순환기내과 · 김성훈 교수')).toBeVisible()
    for (const title of ['진료비 계산서·영수증', '진료비 세부산정내역', '통원확인서'])
      await expect(canvas.getByRole('link', { name: `${title} 받기` })).toBeVisible()
    await expect(canvas.getByText(/실손보험 청구 서류를 보험사에 전자로 보내/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '실손24에서 청구하기' }))
    await expect(storyNativeCalls).toContainEqual({ method: 'openApp', args: SILSON24.app })
  },
})

export const NotPaidYet = meta.story({
  name: 'Not paid yet: receipt after paying, no 실손24',
  parameters: { route: href('visitDocuments', { receptionId: 'R202611230102' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByText('수납 후 발급')).length).toBe(2)
    await expect(canvas.getByRole('link', { name: '진료비 내기' })).toBeVisible()
    await expect(canvas.getByText(/아직 진료비를 내지 않아/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '실손24에서 청구하기' })).toBeNull()
  },
})

/** 박영수's August stay (discharged): its certificate's copy has an issuing fee. */
const AUGUST_STAY = href('visitDocuments', { receptionId: 'R202608100412' })

export const FeeToPay = meta.story({
  name: 'A stay: the certificate copy has a fee, paid in the app',
  tags: ['visual'],
  parameters: { route: AUGUST_STAY, sandbox: { persona: 'inpatient' } satisfies SandboxParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const copy = within(await canvas.findByRole('article', { name: '진단서 사본' }))
    await expect(copy.getByText('발급 수수료 1,000원을 카드로 내시면 바로 받을 수 있습니다.')).toBeVisible()
    await expect(copy.getByRole('button', { name: '진단서 사본 수수료 내고 받기, 1,000원' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: '입퇴원확인서 받기' })).toBeVisible()
  },
})

export const FeePaid = meta.story({
  name: 'Fee paid by card: the copy the hospital issued opens',
  parameters: {
    route: AUGUST_STAY,
    sandbox: {
      persona: 'inpatient',
      native: { payment: { status: 'approved', approvalNo: '30091299', cardName: '신한카드' } },
    } satisfies SandboxParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '진단서 사본 수수료 내고 받기, 1,000원' }))
    // What happened, said once (the toast is the app's, outside the screen; it goes after a while).
    await expect(await within(document.body).findByText('수수료를 냈습니다. 서류를 엽니다.')).toBeVisible()
    // The copy the hospital issued, in the viewer.
    await expect(await canvas.findByRole('heading', { name: /^진단서 사본\s·\s2026\.08\.10/ })).toBeVisible()
    await expect(await canvas.findByRole('button', { name: '휴대폰에 저장' })).toBeVisible()
  },
})

export const AnotherPatient = meta.story({
  name: 'Another patient’s visit: not found',
  parameters: { sandbox: { persona: 'checkup' } satisfies SandboxParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible()
    await expect(within(canvasElement).queryByText('진료비 계산서·영수증')).toBeNull()
  },
})

export const Empty = meta.story({
  parameters: {
    sandbox: { faults: { listVisitDocuments: { bodyFields: { documents: [] } } } } satisfies SandboxParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('받을 수 있는 서류가 없습니다')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: {
      faults: { listVisitDocuments: { status: 500, reason: '서류 목록을 불러오지 못했습니다.' } },
    } satisfies SandboxParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('서류 목록을 불러오지 못했습니다.')).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listVisitDocuments: { noResponse: 'hang' } } } satisfies SandboxParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible()
  },
})
