import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { PDF_OPENS_MS } from '#.storybook/waits'
import ReportScreen from './ReportScreen'

const meta = preview.meta({
  title: 'Screens/Checkup/Report',
  component: ReportScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('checkupReport'), sandbox: { persona: 'checkup' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: the checkups with a report, newest first',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '결과지 목록' })
    const rows = within(list).getAllByRole('button')
    await expect(rows).toHaveLength(2)
    await expect(rows[0]).toHaveTextContent('종합검진 프리미엄')
    await expect(rows[0]).toHaveTextContent('2026.10.12')
    await expect(rows[0]).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(rows[1]).toHaveTextContent('2025.11.14')
    // The national checkup of 18 Nov is still inside its 14 days: no report yet.
    await expect(list).not.toHaveTextContent('2026.11.18')
    await expect(canvas.getByText(/비밀번호로 잠겨 있습니다/)).toBeVisible()
  },
})

const openFirst = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByRole('list', { name: '결과지 목록' })
  await userEvent.click(within(list).getAllByRole('button')[0]!)
  const dialog = await within(document.body).findByRole('dialog', { name: /2026\.10\.12 \(월\) 종합검진 프리미엄/ })
  return within(dialog)
}

export const OpenFromTheList = meta.story({
  name: 'Opened from the list: the password in a sheet, then the report itself',
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openFirst(canvasElement)
    await expect(await dialog.findByText('결과지 비밀번호', { selector: 'dt' })).toBeVisible()
    // Nothing typed: said in the sheet, nothing opened.
    await userEvent.click(dialog.getByRole('button', { name: '결과지 열기' }))
    await expect(await dialog.findByText('비밀번호를 입력해 주세요.')).toBeVisible()
    await userEvent.type(dialog.getByLabelText('비밀번호 (생년월일 8자리)'), '19751009')
    await userEvent.click(dialog.getByRole('button', { name: '결과지 열기' }))
    // The file's screen downloads and opens it on its own: no second password.
    await expect(
      await canvas.findByRole('img', { name: /결과지 \d+쪽 중 1쪽/ }, { timeout: PDF_OPENS_MS }),
    ).toBeVisible()
    await expect(canvas.queryByLabelText('비밀번호 (생년월일 8자리)')).toBeNull()
  },
})

export const PasswordSheet = meta.story({
  tags: ['visual'],
  name: 'The password sheet, as a patient sees it on the list',
  play: async ({ canvasElement }) => {
    const dialog = await openFirst(canvasElement)
    await expect(await dialog.findByLabelText('비밀번호 (생년월일 8자리)')).toBeVisible()
  },
})

export const WrongPasswordFromTheList = meta.story({
  name: 'Opened from the list with a wrong password: said in the sheet, which asks again',
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openFirst(canvasElement)
    const field = await dialog.findByLabelText('비밀번호 (생년월일 8자리)')
    await userEvent.type(field, '19800101')
    await userEvent.click(dialog.getByRole('button', { name: '결과지 열기' }))
    // Tried on the file in the sheet: said under its field, which has the focus to type again.
    const wrong = '결과지 비밀번호를 입력하지 않으셨거나 맞지 않습니다. 생년월일 8자리를 입력해 주세요.'
    await expect(await dialog.findByText(wrong, {}, { timeout: PDF_OPENS_MS })).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(wrong)
    await waitFor(() => expect(field).toHaveFocus())
    await expect(canvasElement).not.toHaveTextContent(/report_|\.pdf/)
    // Still on the list: the right one opens the report, without a second password.
    await userEvent.clear(field)
    await userEvent.type(field, '19751009')
    await userEvent.click(dialog.getByRole('button', { name: '결과지 열기' }))
    await expect(
      await canvas.findByRole('img', { name: /결과지 \d+쪽 중 1쪽/ }, { timeout: PDF_OPENS_MS }),
    ).toBeVisible()
    await expect(canvas.queryByLabelText('비밀번호 (생년월일 8자리)')).toBeNull()
  },
})

export const DetailFails = meta.story({
  name: 'Opened from the list when the file list fails: said in the sheet',
  parameters: { sandbox: { faults: { fetchCheckupReport: { status: 500, reason: '결과지 파일 목록 오류' } } } },
  play: async ({ canvasElement }) => {
    const dialog = await openFirst(canvasElement)
    await expect(await dialog.findByRole('alert')).toHaveTextContent('결과지 파일 목록 오류')
    // Nothing to open: no password asked.
    await expect(dialog.queryByLabelText('비밀번호 (생년월일 8자리)')).toBeNull()
  },
})

export const Empty = meta.story({
  name: 'Empty: no report yet',
  parameters: { sandbox: { persona: 'outpatient' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('받을 수 있는 결과지가 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '검진 결과 보기' })).toHaveAttribute('href', '/checkup/result')
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listCheckupReports: { status: 500, reason: '결과지 목록을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('결과지 목록을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listCheckupReports: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: '결과지 목록' })).toBeNull()
  },
})
