import { describe, expect, it } from 'vitest'
import { BUTTON_FOCUS, scrollAfterZoom } from './zoom-focus'

describe('the scroll after a zoom keeps the point the patient reads under the same place', () => {
  it('keeps the left column on screen when the buttons zoom the fitted page to 200%', () => {
    expect(scrollAfterZoom({ scroll: { x: 0, y: 0 }, focus: BUTTON_FOCUS, from: 1, to: 2 })).toEqual({ x: 0, y: 0 })
  })

  it('keeps the top-left corner of the view on the same spot of the page', () => {
    // 120 px across and 300 px down at 150% is 160 and 400 at 200%.
    expect(scrollAfterZoom({ scroll: { x: 120, y: 300 }, focus: BUTTON_FOCUS, from: 1.5, to: 2 })).toEqual({
      x: 160,
      y: 400,
    })
  })

  it('keeps the point between the fingers under the fingers', () => {
    const scroll = { x: 50, y: 100 }
    const focus = { x: 200, y: 150 }
    const after = scrollAfterZoom({ scroll, focus, from: 1, to: 3 })
    // The page's point under the fingers, before and after, in page units at scale 1.
    expect((after.x + focus.x) / 3).toBeCloseTo((scroll.x + focus.x) / 1)
    expect((after.y + focus.y) / 3).toBeCloseTo((scroll.y + focus.y) / 1)
  })

  it('does not scroll past the page’s edge when zooming out', () => {
    expect(scrollAfterZoom({ scroll: { x: 10, y: 20 }, focus: { x: 195, y: 300 }, from: 2, to: 1 })).toEqual({
      x: 0,
      y: 0,
    })
  })
})
