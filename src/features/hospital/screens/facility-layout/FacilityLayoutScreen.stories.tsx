import { expect, within } from 'storybook/test'
import { wholeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import FacilityLayoutScreen from './FacilityLayoutScreen'

/**
 * The floor guide is content drawn as a picture (no call of its own): its states are the floors,
 * the department finder, a floor chosen by address, and the large font.
 */
const meta = preview.meta({
  title: 'Screens/Hospital/FacilityLayout',
  component: FacilityLayoutScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('hospitalFacilityLayout'), sandbox: { persona: 'none' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: the entrance floor as a picture and as text',
  play: async ({ canvas }) => {
    const floors = await canvas.findByRole('group', { name: '층 선택' })
    await expect(within(floors).getByRole('button', { name: '1층' })).toHaveAttribute('aria-pressed', 'true')
    const picture = canvas.getByRole('img', { name: /1층 배치도 그림\. 같은 내용이 아래 목록에 글로 있습니다\./ })
    await expect(picture.tagName.toLowerCase()).toBe('svg')
    await expect(picture.querySelectorAll('text').length).toBeGreaterThan(15)
    const main = canvas.getByRole('region', { name: '본관 1층' })
    for (const place of [
      '원무과 (초진 접수·수납)',
      '원내 약국',
      '엘리베이터',
      '화장실',
      '무인수납기',
      '응급의료센터',
    ]) {
      await expect(within(main).getAllByText(wholeText(place))[0]).toBeVisible()
    }
    await expect(within(main).getByText('원내 약국').closest('li')).toHaveTextContent('약국')
    const annex = canvas.getByRole('region', { name: '신관 1층' })
    await expect(within(annex).getByText('진료과: 소아청소년과')).toBeVisible()
    const legend = canvas.getByRole('list', { name: '그림 보는 법' })
    await expect(within(legend).getByText('EV 엘리베이터')).toBeVisible()
    await expect(within(legend).getByText('연결통로')).toBeVisible()
  },
})

export const SwitchFloor = meta.story({
  name: 'Switches floors: the picture and the lists follow',
  play: async ({ canvas, userEvent }) => {
    const floors = await canvas.findByRole('group', { name: '층 선택' })
    await userEvent.click(within(floors).getByRole('button', { name: '2층' }))
    await expect(within(floors).getByRole('button', { name: '2층' })).toHaveAttribute('aria-pressed', 'true')
    await expect(within(floors).getByRole('button', { name: '1층' })).toHaveAttribute('aria-pressed', 'false')
    await expect(canvas.getByRole('heading', { level: 2, name: '2층 배치도' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: /^2층 배치도 그림/ })).toBeVisible()
    const main = canvas.getByRole('region', { name: '본관 2층' })
    await expect(within(main).getByText(/순환기내과, 호흡기내과/)).toBeVisible()
    await expect(within(main).getByText(wholeText('2층 수납 창구·무인수납기'))).toBeVisible()
    await userEvent.click(within(floors).getByRole('button', { name: '3층' }))
    await expect(canvas.getByText(/본관과 신관이 이어지지 않습니다/)).toBeVisible()
    await expect(within(canvas.getByRole('list', { name: '그림 보는 법' })).queryByText('연결통로')).toBeNull()
  },
})

export const FindADepartment = meta.story({
  name: 'Finds a department: its floor opens and its place is marked',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('진료과 위치 찾기'))
    const departments = canvas.getByRole('list', { name: '진료과별 위치' })
    await expect(within(departments).getAllByRole('button')).toHaveLength(27)
    await userEvent.click(within(departments).getByRole('button', { name: /^안과 신관 3층 안과 외래/ }))
    await expect(canvas.getByRole('heading', { level: 2, name: '3층 배치도' })).toHaveFocus()
    await expect(
      within(canvas.getByRole('group', { name: '층 선택' })).getByRole('button', { name: '3층' }),
    ).toHaveAttribute('aria-pressed', 'true')
    const marked = within(canvas.getByRole('region', { name: '신관 3층' }))
      .getByText('찾는 곳')
      .closest('li')
    await expect(marked).toHaveTextContent('안과 외래')
  },
})

export const FloorFromTheAddress = meta.story({
  name: 'A floor named in the address (?floor=B1)',
  parameters: { route: href('hospitalFacilityLayout', undefined, { floor: 'B1' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '지하 1층 배치도' })).toBeVisible()
    await expect(within(canvas.getByRole('region', { name: '신관 지하 1층' })).getByText('재활센터')).toBeVisible()
  },
})

export const LargeFont = meta.story({
  name: 'Large font: the picture and the lists fit the phone',
  parameters: { sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas }) => {
    const picture = await canvas.findByRole('img', { name: /^1층 배치도 그림/ })
    await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
  },
})
