import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import LifeScreen from './LifeScreen'

const meta = preview.meta({
  title: 'Screens/Inpatient/LifeInformation',
  component: LifeScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('inpatientLifeInformationLife'),
    sandbox: { persona: 'inpatient' } satisfies SandboxParameters,
  },
})

/** The tab of the page, current, and its sections as headings. */
async function page(root: HTMLElement, tab: string) {
  const canvas = within(root)
  const menu = await canvas.findByRole('navigation', { name: '입원 생활 안내 메뉴' })
  await expect(within(menu).getAllByRole('link')).toHaveLength(6)
  await expect(within(menu).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page')
  await canvas.findByRole('navigation', { name: '이 페이지의 내용' })
  return canvas.getAllByRole('heading', { level: 2 }).map((heading: HTMLElement) => heading.textContent)
}

export const Life = meta.story({
  name: 'Rules of the ward',
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement, '생활 수칙')).toEqual([
      '환자 확인',
      '금연과 금주',
      '조용한 병실',
      '전기 제품',
      '소지품과 귀중품',
      '사진과 개인정보',
      '세탁과 정리',
    ])
  },
})

export const Ward = meta.story({
  name: 'The wards, rooms, integrated nursing care, intensive care visits',
  parameters: { route: href('inpatientLifeInformationWard') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await page(canvasElement, '병동 안내')).toContain('간호·간병통합서비스 병동')
    const wards = canvas.getAllByRole('table')[0] as HTMLElement
    await expect(within(wards).getByRole('rowheader', { name: '7병동' })).toBeVisible()
    await expect(within(wards).getByText('외과')).toBeVisible()
  },
})

export const Warning = meta.story({
  name: 'Safety and infection: hands, falls, fire, fraud',
  parameters: { route: href('inpatientLifeInformationWarning') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await page(canvasElement, '안전·감염')).toEqual([
      '손 씻기',
      '감염을 막는 생활',
      '낙상 예방',
      '불이 났을 때',
      '도난과 사칭 주의',
    ])
    await expect(canvas.getByRole('note', { name: '주의' })).toHaveTextContent('링거대')
    await expect(canvas.getByRole('link', { name: keepWhole('02-2290-8100') })).toHaveAttribute(
      'href',
      'tel:0222908100',
    )
  },
})

export const Welfare = meta.story({
  name: 'Social work: support for the bill, care after discharge',
  parameters: { route: href('inpatientLifeInformationWelfare') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await page(canvasElement, '사회복지')).toContain('진료비 부담을 덜어 주는 제도')
    await expect(canvas.getByRole('rowheader', { name: '재난적의료비 지원' })).toBeVisible()
    // The welfare team's number is the hospital's (shared/config/hospital.ts).
    await expect(canvas.getByRole('link', { name: keepWhole('02-2290-8090') })).toHaveAttribute(
      'href',
      'tel:0222908090',
    )
  },
})

export const Rights = meta.story({
  name: "Patients' rights and duties, and where to complain",
  parameters: { route: href('inpatientLifeInformationRights') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await page(canvasElement, '환자 권리')).toEqual([
      '환자의 권리',
      '환자의 의무',
      '내 진료 기록 보기',
      '불편하거나 억울한 일이 있을 때',
    ])
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4)
    await expect(canvas.getByRole('link', { name: '1670-2545' })).toHaveAttribute('href', 'tel:16702545')
  },
})

export const Facility = meta.story({
  name: 'Facilities, wifi and parking',
  parameters: { route: href('inpatientLifeInformationFacility') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await page(canvasElement, '편의시설')).toContain('주차')
    await expect(canvas.getByRole('rowheader', { name: '편의점' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '주차 차량등록' })).toHaveAttribute(
      'href',
      '/common/guidance/parkingInfo',
    )
  },
})

export const LargeFont = meta.story({
  name: 'Large font at 360 px: six tabs in two rows, nothing scrolls sideways',
  globals: { viewport: { value: 'mobile1' } },
  parameters: { route: href('inpatientLifeInformationWard'), sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvasElement }) => {
    await page(canvasElement, '병동 안내')
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
})
