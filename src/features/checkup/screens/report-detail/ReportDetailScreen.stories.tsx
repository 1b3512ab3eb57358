import { expect, screen, userEvent, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { PDF_OPENS_MS } from '#.storybook/waits'
import ReportDetailScreen from './ReportDetailScreen'

const meta = preview.meta({
  title: 'Screens/Checkup/ReportDetail',
  component: ReportDetailScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('checkupReportDetail', { receptionId: 'R202610120301', checkupDate: '2026-10-12' }),
    sandbox: { persona: 'checkup' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: the report file, its size and the password rule',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '결과지 파일' })
    const file = within(list).getByRole('button')
    await expect(file).toHaveTextContent('PDF')
    await expect(file).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(canvas.getByText(/생년월일 8자리/)).toBeVisible()
  },
})

export const OpenAFile = meta.story({
  name: 'A file opened: its password in a sheet, then the report itself',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '결과지 파일' })
    await userEvent.click(within(list).getByRole('button'))
    const sheet = within(await screen.findByRole('dialog', { name: '2026 종합검진 결과지' }))
    // The file is known: no choice of files, only the password.
    await expect(sheet.queryByRole('radiogroup')).toBeNull()
    await userEvent.type(await sheet.findByLabelText('비밀번호 (생년월일 8자리)'), '19751009')
    await userEvent.click(sheet.getByRole('button', { name: '결과지 열기' }))
    await expect(
      await canvas.findByRole('img', { name: /결과지 \d+쪽 중 1쪽/ }, { timeout: PDF_OPENS_MS }),
    ).toBeVisible()
  },
})

export const NotFound = meta.story({
  name: 'Error: no such checkup',
  parameters: { route: href('checkupReportDetail', { receptionId: 'R209901010301', checkupDate: '2099-01-01' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchCheckupReport: { status: 500, reason: '결과지 정보를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('결과지 정보를 불러오지 못했습니다.')
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchCheckupReport: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
  },
})
