import { afterEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Button, List, ListRow, Section } from '@/shared/ui'
import '@/shared/ui/styles/global.css'
import { linkWebFont } from '@/shared/ui/web-font/web-font'

const LARGE_FONT = '1.13rem'
const MIN_TOUCH_PX = 44

afterEach(() => {
  document.documentElement.style.fontSize = ''
})

function box(element: Element) {
  const rect = element.getBoundingClientRect()
  return { height: rect.height, fontSize: parseFloat(getComputedStyle(element).fontSize) }
}

describe('the design base in Chromium', () => {
  it('gives every button a touch target of at least 44 px', async () => {
    const screen = await render(<Button>확인</Button>)
    expect(box(screen.getByRole('button').element()).height).toBeGreaterThanOrEqual(MIN_TOUCH_PX)
  })

  it('scales text and targets with the large-font switch (root 1.13rem)', async () => {
    const screen = await render(<Button>진료예약</Button>)
    const button = screen.getByRole('button').element()
    const normal = box(button)
    document.documentElement.style.fontSize = LARGE_FONT
    const large = box(button)
    expect(large.fontSize / normal.fontSize).toBeCloseTo(1.13, 1)
    expect(large.height).toBeGreaterThan(normal.height)
  })

  it('never scrolls sideways on a 360 px phone with large font and long Korean text', async () => {
    document.documentElement.style.fontSize = LARGE_FONT
    await render(
      <div style={{ width: '360px' }}>
        <Section title="공지사항과 진료 일정 변경에 관한 아주 긴 제목이 들어가는 경우">
          <List>
            <ListRow
              as="button"
              chevron
              title="2026년 독감 예방접종 일정과 외래 진료시간 변경, 주차장 공사에 따른 임시 주차 안내"
              description="본관지하2층주차장공사로신관주차장을이용해주세요불편을드려죄송합니다"
              trailing="1,234,000원"
            />
          </List>
        </Section>
      </div>,
    )
    const host = document.querySelector('section')?.parentElement as HTMLElement
    expect(host.scrollWidth).toBeLessThanOrEqual(host.clientWidth)
  })

  it('ships its own Korean web font', async () => {
    await render(<p style={{ fontFamily: 'var(--font-family)' }}>한빛대학교병원</p>)
    await linkWebFont()
    await document.fonts.load('16px "Pretendard Variable"', '한빛')
    expect(document.fonts.check('16px "Pretendard Variable"', '한빛')).toBe(true)
  })
})
