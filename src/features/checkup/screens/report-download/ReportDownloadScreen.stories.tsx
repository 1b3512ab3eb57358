import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { nativeBridge } from '@/shared/native'
import { href } from '@/shared/routes/route-table'
import { PDF_OPENS_MS } from '#.storybook/waits'
import ReportDownloadScreen from './ReportDownloadScreen'

const FILE = 'report_20261012_10456789.pdf'

const meta = preview.meta({
  title: 'Screens/Checkup/ReportDownload',
  component: ReportDownloadScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('checkupReportDownload', { checkupDate: '2026-10-12', fileName: FILE }),
    sandbox: { persona: 'checkup' } satisfies SandboxParameters,
  },
})

const typePassword = async (canvas: HTMLElement, password: string) => {
  const field = await within(canvas).findByLabelText('비밀번호 (생년월일 8자리)')
  await userEvent.clear(field)
  await userEvent.type(field, password)
  await userEvent.click(within(canvas).getByRole('button', { name: '결과지 열기' }))
}

const WRONG = '결과지 비밀번호를 입력하지 않으셨거나 맞지 않습니다. 생년월일 8자리를 입력해 주세요.'

export const AskPassword = meta.story({
  name: 'Downloaded: the password is asked in the app, the report named by its date, not its file',
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole<HTMLFormElement>('form', { name: '비밀번호를 입력해 주세요' })
    await expect(form).toHaveTextContent('비밀번호로 잠겨 있습니다')
    // The checkup's date names the report; the server's file name is nowhere on screen.
    await expect(within(canvasElement).getByText(/^2026\.10\.12 \(.\) 검진 결과지$/)).toBeVisible()
    await expect(canvasElement).not.toHaveTextContent(/report_|\.pdf/)
    await userEvent.click(within(form).getByRole('button', { name: '결과지 열기' }))
    await expect(await within(form).findByText('비밀번호를 입력해 주세요.')).toBeVisible()
  },
})

export const Opened = meta.story({
  name: 'Opened with her birth date: one page at a time, zoom, the text with its structure, save and share',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typePassword(canvasElement, '19751009')
    const page = await canvas.findByRole('img', { name: /결과지 \d+쪽 중 1쪽/ }, { timeout: PDF_OPENS_MS })
    await expect(page).toBeVisible()
    // One page at a time, turned with the buttons.
    await expect(canvas.getByRole('heading', { name: '1 / 2쪽' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '이전 쪽' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: '다음 쪽' }))
    await expect(await canvas.findByRole('img', { name: '결과지 2쪽 중 2쪽' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '다음 쪽' })).toBeDisabled()
    // Zoomed, the page is drawn wider than the screen and scrolls; fitted again, it is as wide.
    const stage = canvas.getByRole('group', { name: '결과지 쪽' })
    await expect(canvas.getByText('100%')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '크게 보기' }))
    await expect(canvas.getByText('150%')).toBeVisible()
    await waitFor(() => expect(stage.scrollWidth).toBeGreaterThan(stage.clientWidth * 1.4))
    await userEvent.click(canvas.getByRole('button', { name: '화면 폭에 맞추기' }))
    await expect(canvas.getByText('100%')).toBeVisible()
    await waitFor(() => expect(stage.scrollWidth).toBeLessThanOrEqual(stage.clientWidth + 1))
    // The text version: facts as terms and values, headings, the table by rows.
    await userEvent.click(await canvas.findByText('결과지를 글로 읽기'))
    const name = canvas.getByText('성명', { selector: 'dt' })
    await expect(name.nextElementSibling).toHaveTextContent('최지은')
    await expect(canvas.getByRole('heading', { level: 3, name: '종합 판정' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 3, name: '항목별 결과' })).toBeVisible()
    // The table by rows under their groups, the units written as everywhere in the app.
    const pressure = canvas.getByRole('heading', { level: 4, name: '혈압' })
    await expect(pressure.nextElementSibling).toHaveTextContent('수축기 혈압')
    await expect(pressure.parentElement).toHaveTextContent(/결과124단위mmHg참고치~119판정경계/)
    const details = canvasElement.querySelector('details')!
    await expect(details).not.toHaveTextContent(/mmHG|mg\/DL/)
    // A doctor's opinion does not run into the next one's title.
    await expect(canvas.getByText('위', { selector: 'p' })).toBeVisible()
    const save = spyOn(nativeBridge(), 'saveFile')
    await userEvent.click(canvas.getByRole('button', { name: '휴대폰에 저장' }))
    await expect(await within(document.body).findByText('결과지를 저장했습니다.')).toBeVisible()
    await expect(save).toHaveBeenCalledWith(expect.objectContaining({ fileName: FILE }))
  },
})

export const Viewer = meta.story({
  tags: ['visual'],
  name: 'Opened: the first page as wide as the phone, the zoom and the pages',
  play: async ({ canvasElement }) => {
    await typePassword(canvasElement, '19751009')
    await expect(
      await within(canvasElement).findByRole('img', { name: '결과지 2쪽 중 1쪽' }, { timeout: PDF_OPENS_MS }),
    ).toBeVisible()
    await expect(await within(canvasElement).findByText('결과지를 글로 읽기')).toBeVisible()
  },
})

export const PasswordTypedWithDots = meta.story({
  name: 'The birth date typed with dots opens it too',
  play: async ({ canvasElement }) => {
    await typePassword(canvasElement, '1975.10.09')
    await expect(
      await within(canvasElement).findByRole('img', { name: /결과지 \d+쪽 중 1쪽/ }, { timeout: PDF_OPENS_MS }),
    ).toBeVisible()
  },
})

export const WrongPassword = meta.story({
  name: 'PDF error: password wrong, said under the field, which keeps the focus',
  play: async ({ canvasElement }) => {
    await typePassword(canvasElement, '19800101')
    const form = within(canvasElement).getByRole('form', { name: '비밀번호를 입력해 주세요' })
    const message = await within(form).findByText(WRONG, {}, { timeout: PDF_OPENS_MS })
    await expect(message).toBeVisible()
    const field = within(form).getByLabelText('비밀번호 (생년월일 8자리)')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(WRONG)
    await waitFor(() => expect(field).toHaveFocus())
    // Said once, beside the field: no other alert, no file name.
    await expect(within(canvasElement).getAllByRole('alert')).toEqual([message])
    await expect(canvasElement).not.toHaveTextContent(/report_|\.pdf/)
    await expect(within(canvasElement).queryByRole('img', { name: /쪽 중 1쪽/ })).toBeNull()
  },
})

/** The stage's scroll offset, once the page is drawn at least `times` as wide as the stage. */
const zoomedTo = async (stage: HTMLElement, times: number) => {
  await waitFor(() => expect(stage.scrollWidth).toBeGreaterThan(stage.clientWidth * (times - 0.1)))
  return { left: stage.scrollLeft, top: stage.scrollTop }
}

export const ZoomedIn = meta.story({
  tags: ['visual'],
  name: 'Zoomed to 200% with the buttons: the item names on the left stay on screen, the line read stays on top',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typePassword(canvasElement, '19751009')
    await canvas.findByRole('img', { name: '결과지 2쪽 중 1쪽' }, { timeout: PDF_OPENS_MS })
    const stage = canvas.getByRole('group', { name: '결과지 쪽' })
    await userEvent.click(canvas.getByRole('button', { name: '크게 보기' }))
    await expect(canvas.getByText('150%')).toBeVisible()
    // The page's left edge, where the item names are, is still at the view's left.
    await expect((await zoomedTo(stage, 1.5)).left).toBe(0)
    // Reading down the page: the line at the top of the view stays there at 200% (4/3 as far down).
    // The zoomed page is laid out before it can be scrolled (a busy machine read 0 here once).
    await waitFor(() => expect(stage.scrollHeight).toBeGreaterThan(stage.clientHeight))
    stage.scrollTo({ top: Math.floor((stage.scrollHeight - stage.clientHeight) / 2), behavior: 'instant' })
    const read = stage.scrollTop
    await expect(read).toBeGreaterThan(0)
    await userEvent.click(canvas.getByRole('button', { name: '크게 보기' }))
    await expect(canvas.getByText('200%')).toBeVisible()
    const at200 = await zoomedTo(stage, 2)
    await expect(at200.left).toBe(0)
    await expect(Math.abs(at200.top - (read * 4) / 3)).toBeLessThanOrEqual(2)
  },
})

export const Downloading = meta.story({
  name: 'Download in progress: the time gone by and a cancel',
  parameters: { sandbox: { faults: { downloadCheckupReportFile: { noResponse: 'hang' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('결과지를 준비하고 있습니다')).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: '결과지 받는 중' })).toBeVisible()
    await expect(await canvas.findByText(/1초 지났습니다/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '받기 취소' }))
    await expect(await canvas.findByText('결과지 받기를 취소했습니다')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '다시 받기' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '결과지 목록으로' })).toHaveAttribute(
      'href',
      '/checkup/result/report',
    )
  },
})

export const DownloadFailed = meta.story({
  name: 'PDF error: download failed, try again',
  parameters: {
    sandbox: { faults: { downloadCheckupReportFile: { status: 500, reason: '결과지 서버 오류' } } },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('결과지를 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const NotFound = meta.story({
  name: 'PDF error: not found',
  parameters: { route: href('checkupReportDownload', { checkupDate: '2026-10-12', fileName: 'nothing.pdf' }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('결과지 파일을 찾을 수 없습니다.')
    await expect(within(canvasElement).getByRole('link', { name: '결과지 목록으로' })).toBeVisible()
  },
})
