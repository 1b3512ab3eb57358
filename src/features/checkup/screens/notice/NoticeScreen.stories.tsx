import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import NoticeScreen from './NoticeScreen'

/** A content page: no call, so no empty, error or loading state; it is public. */
const meta = preview.meta({
  title: 'Screens/Checkup/Notice',
  component: NoticeScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('checkupNotice'), sandbox: { persona: 'none' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: fasting, medicines, samples, what to bring, women, after, hours',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '검진 전날' })).toBeVisible()
    await expect(canvas.getByText('오후 9시부터는 금식')).toBeVisible()
    // Medicines on the day: blood pressure yes, diabetes no, anticoagulants ask the doctor.
    const medicines = canvas.getAllByRole('table')[0]!
    await expect(within(medicines).getByRole('rowheader', { name: '혈압약, 심장약, 항경련제' })).toBeVisible()
    await expect(within(medicines).getByRole('cell', { name: /^드시지 마세요. 금식 중에/ })).toBeVisible()
    await expect(within(medicines).getByRole('cell', { name: /^처방한 의사와 미리 상의하세요/ })).toBeVisible()
    const warnings = canvas.getAllByRole('note', { name: '주의' })
    await expect(warnings.some((w) => w.textContent?.includes('항응고제'))).toBe(true)
    for (const heading of ['대변·소변 검사', '챙겨 오실 것', '여성분께', '검진을 마친 뒤', '접수와 문의']) {
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(canvas.getByRole('link', { name: '주차 차량등록' })).toHaveAttribute(
      'href',
      '/common/guidance/parkingInfo',
    )
  },
})

export const LargeFont = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  parameters: { sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '드시는 약' })).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
})
