import { expect, within } from 'storybook/test'
import { wholeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import ResultDetailScreen from './ResultDetailScreen'

const detail = (checkupId: string, checkupType: 'SYNTHESIS' | 'NATION') =>
  href('checkupResultDetail', { checkupId, checkupType })

const meta = preview.meta({
  title: 'Screens/Checkup/ResultDetail',
  component: ResultDetailScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: detail('CK2026101201', 'SYNTHESIS'),
    sandbox: { persona: 'checkup' } satisfies SandboxParameters,
  },
})

/** The list item of a measured item, by its name. */
const itemOf = (canvas: HTMLElement, name: string) => {
  const item = within(canvas).getByText(name, { selector: 'span' }).closest('li')
  if (!item) throw new globalThis.Error(`no item ${name}`)
  return within(item)
}

export const Loaded = meta.story({
  name: 'Loaded: values against their ranges, the change since last time, the opinions',
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: /종합검진 프리미엄/ })).toBeVisible()
    await expect(canvas.getByText('2026.10.12 (월)')).toBeVisible()
    const overall = await canvas.findByText('정상B (경계)')
    await expect(overall).toBeVisible()
    await expect(canvas.getByText(/정상 \d+개 · 경계 \d+개 · 이상 2개/)).toBeVisible()
    // Two values out of range: the summary leads with them, counted and named, before the overall
    // judgement (a reassuring 정상B must not sit above two items marked 이상).
    const outOfRange = canvas.getByText(wholeText('기준 범위를 벗어난 항목(이상) 2개'))
    await expect(outOfRange).toBeVisible()
    await expect(outOfRange.parentElement).toHaveTextContent('AST (SGOT), ALT (SGPT)')
    await expect(outOfRange.compareDocumentPosition(overall) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // Vitals in the correct units (the spec and the hospital's system write mmHG, mg/DL).
    const vitals = canvas.getByRole('region', { name: '기본 측정' })
    await expect(within(vitals).getByText('124/78 mmHg')).toBeVisible()
    await expect(within(vitals).getByText('98 mg/dL')).toBeVisible()
    // An abnormal value: the word, its side of the range, the range, the change since last year.
    const alt = itemOf(canvasElement, 'ALT (SGPT)')
    await expect(alt.getByText('이상')).toBeVisible()
    await expect(alt.getByText('기준보다 높음')).toBeVisible()
    await expect(alt.getByText(wholeText('참고치 0~35'))).toBeVisible()
    await expect(alt.getByText(/지난 검진\(2025.11.14\)보다 31 올랐습니다/)).toBeVisible()
    await expect(alt.getByText('(21 → 52)')).toBeVisible()
    // No change is a sentence too.
    await expect(itemOf(canvasElement, '크레아티닌').getByText(/지난 검진\(2025.11.14\)과 같습니다/)).toBeVisible()
    // A borderline one and a normal one, each with its word; the picture is there for the eye.
    await expect(itemOf(canvasElement, '수축기 혈압').getByText('경계')).toBeVisible()
    await expect(itemOf(canvasElement, '수축기 혈압').getByText('mmHg')).toBeVisible()
    await expect(itemOf(canvasElement, '공복혈당').getByText('정상')).toBeVisible()
    await expect(itemOf(canvasElement, '공복혈당').getByText('mg/dL')).toBeVisible()
    // A word result has no picture, still its judgement.
    await expect(itemOf(canvasElement, '위내시경').getByText('만성 표재성 위염')).toBeVisible()
    // Items the national checkup did not have: nothing to compare.
    await expect(itemOf(canvasElement, '당화혈색소').queryByText(/지난 검진/)).toBeNull()
    // The doctor's opinions.
    const opinions = await canvas.findByRole('region', { name: '의사 소견' })
    await expect(within(opinions).getByText(wholeText(/간수치\(AST 46, ALT 52\)가 기준보다 높고/))).toBeVisible()
    await expect(within(opinions).getByText(/판정의 윤정민/)).toBeVisible()
    // The comment's stage and units are the badge's and the values': 경계, mmHg.
    await expect(within(opinions).getByText(/수축기 혈압이 124 mmHg로 경계 단계입니다/)).toBeVisible()
    await expect(canvasElement.textContent).not.toMatch(/mmHG|mg\/DL/)
    await expect(canvas.getByRole('link', { name: '결과지 PDF 보기' })).toHaveAttribute(
      'href',
      '/checkup/result/report/R202610120301/2026-10-12',
    )
  },
})

export const NotYetVisible = meta.story({
  name: 'Not yet visible: the national checkup opens 14 days after',
  parameters: { route: detail('CK2026111801', 'NATION') },
  play: async ({ canvas }) => {
    const status = (await canvas.findByText('결과가 아직 나오지 않았습니다')).closest<HTMLElement>('[role="status"]')!
    await expect(status).toHaveTextContent('2026.12.02 (수)부터 결과를 볼 수 있습니다.')
    await expect(status).toHaveTextContent('검진 결과는 검진일로부터 14일 뒤에 확인할 수 있습니다')
    await expect(within(status).getByRole('link', { name: /건강증진센터 전화 02-2290-8600/ })).toHaveAttribute(
      'href',
      'tel:02-2290-8600',
    )
    await expect(canvas.queryByRole('region', { name: '의사 소견' })).toBeNull()
  },
})

export const AfterTheWait = meta.story({
  name: 'After the wait: the national result, compared with October',
  parameters: { route: detail('CK2026111801', 'NATION'), sandbox: { now: '2026-12-02T09:00:00+09:00' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: /국가 일반건강검진/ })).toBeVisible()
    await expect(
      itemOf(canvasElement, 'ALT (SGPT)').getByText(/지난 검진\(2026.10.12\)보다 19 내렸습니다/),
    ).toBeVisible()
  },
})

export const NothingToCompare = meta.story({
  name: 'The first checkup: nothing to compare with',
  parameters: { route: detail('CK2025111401', 'NATION') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('비교할 지난 검진 결과가 없습니다.')).toBeVisible()
    await expect(canvas.queryByText(/지난 검진\(/)).toBeNull()
    // Nothing out of range: the overall judgement leads, with no out-of-range headline.
    await expect(await canvas.findByText('정상A')).toBeVisible()
    await expect(canvas.queryByText(/기준 범위를 벗어난/)).toBeNull()
  },
})

export const Empty = meta.story({
  name: 'Empty: no such checkup',
  parameters: { route: detail('CK1999010101', 'SYNTHESIS') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('검진 결과를 찾을 수 없습니다.')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchSynthesisResult: { status: 500, reason: '검진 결과를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('검진 결과를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const OpinionError = meta.story({
  name: 'The values, and the opinion that failed',
  parameters: {
    sandbox: { faults: { fetchSynthesisOpinion: { status: 503, reason: '소견을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: /종합검진 프리미엄/ })).toBeVisible()
    await expect(await canvas.findByRole('alert')).toHaveTextContent('소견을 불러오지 못했습니다.')
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchSynthesisResult: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull()
  },
})

export const LargeFont = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  parameters: { sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('region', { name: '의사 소견' })).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
})
