import { MemoryRouter } from 'react-router-dom'
import { expect } from 'storybook/test'
import preview from '#.storybook/preview'
import { ContentPage } from './ContentPage'
import sample from './ContentPage.sample.md'

const meta = preview.meta({
  title: 'Shared/ContentPage',
  component: ContentPage,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { page: sample },
})

export const Page = meta.story({
  play: async ({ canvas }) => {
    // Sections are real headings a screen reader jumps between, listed at the top.
    const headings = canvas.getAllByRole('heading', { level: 2 })
    await expect(headings.map((h) => h.textContent)).toEqual(['입원 절차', '준비물', '문의'])
    const contents = canvas.getByRole('navigation', { name: '이 페이지의 내용' })
    await expect(contents.querySelectorAll('a')).toHaveLength(3)
    // Steps are numbered, the warning says it is one, the table has its headers.
    await expect(canvas.getByText('입원 약정서').closest('ol')).not.toBeNull()
    await expect(canvas.getByRole('note', { name: '주의' })).toHaveTextContent('자정부터')
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['구분', '시간', '전화'])
    await expect(canvas.getAllByRole('link', { name: '02-1234-5678' })[0]).toHaveAttribute('href', 'tel:0212345678')
    await expect(canvas.getByRole('link', { name: '주차 차량등록' })).toHaveAttribute(
      'href',
      '/common/guidance/parkingInfo',
    )
    await expect(canvas.getByRole('link', { name: /이곳/ })).toHaveAccessibleName('이곳 (앱 밖에서 열립니다)')
  },
})

export const LargeFont = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  beforeEach: () => {
    document.documentElement.style.fontSize = '1.13rem'
    return () => {
      document.documentElement.style.fontSize = ''
    }
  },
  play: async ({ canvasElement }) => {
    // No sideways scrolling with the large font.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
})
