import { expect, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import PrivacyPolicyScreen from './PrivacyPolicyScreen'

/** The policy's text on the server, as the terms call sends it (base64 of UTF-8). */
const withText =
  (text: string): NonNullable<SandboxParameters['setup']> =>
  async ({ db }) => {
    const bytes = new TextEncoder().encode(text)
    await db.terms.update((q) => q.where({ termsId: 2 }), {
      data(terms) {
        terms.termsContents = btoa(String.fromCharCode(...bytes))
      },
    })
  }

const meta = preview.meta({
  title: 'Screens/Privacy/PrivacyPolicy',
  component: PrivacyPolicyScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('privacyPolicy'), sandbox: { persona: 'none' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: public, decoded, sections as headings',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('버전 2.1 · 2026.03.01부터 적용')).toBeVisible()
    await expect(canvas.getByText(/「개인정보 보호법」 제30조에 따라/)).toBeVisible()
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    await expect(sections[0]).toBe('1. 개인정보의 처리 목적')
    await expect(sections).toContain('10. 개인정보 보호책임자')
    await expect(sections).toHaveLength(12)
    const contents = canvas.getByRole('navigation', { name: '이 페이지의 내용' })
    await expect(within(contents).getAllByRole('link')).toHaveLength(12)
    await expect(
      canvas.getByText('필수: 이름, 생년월일, 성별, 휴대폰 번호, 연계정보(CI), 환자번호').closest('ul'),
    ).not.toBeNull()
  },
})

export const Empty = meta.story({
  name: 'Empty: the server sends no text',
  parameters: { sandbox: { setup: withText('') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('개인정보 처리방침을 불러왔지만 내용이 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /개인정보 문의 02-2290-8114/ })).toHaveAttribute(
      'href',
      'tel:02-2290-8114',
    )
  },
})

export const MarkupIsText = meta.story({
  name: 'Markup in the text stays text',
  parameters: { sandbox: { setup: withText('1. 시험\n<img src=x onerror="window.__pwned=1">') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('<img src=x onerror="window.__pwned=1">')).toBeVisible()
    await expect(canvas.queryByRole('img')).toBeNull()
  },
})

export const Error = meta.story({
  parameters: { sandbox: { faults: { fetchTermsDetail: { status: 500, reason: '약관을 불러오지 못했습니다.' } } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('약관을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchTermsDetail: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true))
  },
})

export const LargeFont = meta.story({
  parameters: { sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '11. 권익침해 구제 방법' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
  },
})
