import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import ProcessScreen from './ProcessScreen'

const meta = preview.meta({
  title: 'Screens/Inpatient/Information',
  component: ProcessScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('inpatientInformationProcess'),
    sandbox: { persona: 'inpatient' } satisfies SandboxParameters,
  },
})

/** The page's sections: real headings a screen reader jumps between, listed at the top. */
async function sections(root: HTMLElement) {
  const canvas = within(root)
  await canvas.findByRole('navigation', { name: '이 페이지의 내용' })
  return canvas.getAllByRole('heading', { level: 2 }).map((heading: HTMLElement) => heading.textContent)
}

export const Process = meta.story({
  name: 'Admission: steps, what to bring, what not to',
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: '입원 절차' })).toHaveAttribute('aria-current', 'page')
    await expect(await sections(canvasElement)).toEqual([
      '입원 예약',
      '입원 당일 수속',
      '준비물',
      '가져오지 마세요',
      '드시는 약이 있다면',
      '문의',
    ])
    // The day's steps are numbered; the warning says it is one.
    await expect(canvas.getByText(/본관 1층 원무과 입퇴원 창구/).closest('ol')).not.toBeNull()
    await expect(canvas.getByRole('note', { name: '주의' })).toHaveTextContent('물도 드시면 안 됩니다')
    await expect(canvas.getByRole('link', { name: keepWhole('02-2290-8115') })).toHaveAttribute(
      'href',
      'tel:0222908115',
    )
  },
})

export const Discharge = meta.story({
  name: 'Discharge: the day, the bill, documents, after going home',
  parameters: { route: href('inpatientInformationDischarge') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: '퇴원 안내' })).toHaveAttribute('aria-current', 'page')
    await expect(await sections(canvasElement)).toEqual([
      '퇴원 결정',
      '퇴원하는 날 순서',
      '진료비 정산',
      '필요한 서류',
      '실손보험 청구',
      '집에 가신 뒤',
      '문의',
    ])
    const documents = canvas.getAllByRole('table')[0] as HTMLElement
    await expect(
      within(documents)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['서류', '어디에 쓰나요', '수수료'])
    await expect(within(documents).getByRole('rowheader', { name: '입퇴원확인서' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '입원 진료비' })).toHaveAttribute(
      'href',
      '/inpatient/payment/default',
    )
    await expect(canvas.getByRole('heading', { level: 3, name: '가족이 대신 발급받을 때' })).toBeVisible()
  },
})

export const Living = meta.story({
  name: 'Life on the ward: the day, meals, rounds, visits',
  parameters: { route: href('inpatientInformationLiving') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: '입원 생활' })).toHaveAttribute('aria-current', 'page')
    await expect(await sections(canvasElement)).toEqual([
      '병동의 하루',
      '식사',
      '회진',
      '보호자와 면회',
      '외출과 외박',
      '도움이 필요할 때',
    ])
    await expect(canvas.getByRole('link', { name: '식단과 회진' })).toHaveAttribute('href', '/inpatient/round')
  },
})

export const BeforeAdmission = meta.story({
  name: 'Open before admission: an outpatient reads it too',
  parameters: { sandbox: { persona: 'outpatient' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '입원 당일 수속' })).toBeVisible()
  },
})

export const NoPatientNumber = meta.story({
  name: 'No patient number yet: the register-patient dialog',
  parameters: { sandbox: { persona: 'newcomer' } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '환자번호 등록' })
    await waitFor(() => expect(dialog).toBeVisible())
  },
})
