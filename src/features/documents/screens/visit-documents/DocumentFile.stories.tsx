import { expect, spyOn, userEvent, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { PDF_OPENS_MS } from '#.storybook/waits'
import { nativeBridge } from '@/shared/native'
import { href } from '@/shared/routes/route-table'
import VisitDocumentsScreen from './VisitDocumentsScreen'

const meta = preview.meta({
  title: 'Screens/Documents/DocumentFile',
  component: VisitDocumentsScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('visitDocuments', { receptionId: 'R202611090055' }, { document: 'RECEIPT' }),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: the receipt in the PDF viewer, its text readable, saved through the phone',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('img', { name: '서류 1쪽 중 1쪽' }, { timeout: PDF_OPENS_MS })).toBeVisible()
    await userEvent.click(await canvas.findByText('서류를 글로 읽기'))
    await expect(canvas.getByText('이서연')).toBeVisible()
    const save = spyOn(nativeBridge(), 'saveFile')
    await userEvent.click(canvas.getByRole('button', { name: '휴대폰에 저장' }))
    await expect(save).toHaveBeenCalled()
  },
})

export const Empty = meta.story({
  name: 'Not issuable in the app (not paid yet): said, with the way back',
  parameters: { route: href('visitDocuments', { receptionId: 'R202611230102' }, { document: 'RECEIPT' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('이 서류는 앱에서 받을 수 없습니다. 원무과에 문의해 주세요.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '서류 목록으로' })).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: {
      faults: { downloadVisitDocument: { status: 500, reason: '발급 서버 오류' } },
    } satisfies SandboxParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('서류를 받지 못했습니다. 잠시 후 다시 시도해 주세요.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /다시 시도/ })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { downloadVisitDocument: { noResponse: 'hang' } } } satisfies SandboxParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('서류를 받고 있습니다')).toBeVisible()
  },
})
