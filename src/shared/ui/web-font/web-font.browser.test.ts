import { afterEach, describe, expect, it } from 'vitest'
import '../styles/global.css'
import { chooseWebFont, linkWebFont, SYSTEM_FONT_CLASS, warmWebFont } from './web-font'

const CACHED_KEY = 'webFontCached'

afterEach(() => {
  localStorage.removeItem(CACHED_KEY)
  document.documentElement.classList.remove(SYSTEM_FONT_CLASS)
})

describe('the web font of the built app (Pretendard once cached)', () => {
  it('a device that has not cached it paints in the phone font: no subset asked for before that', async () => {
    await chooseWebFont()
    expect(document.documentElement.classList.contains(SYSTEM_FONT_CLASS)).toBe(true)
    // Not even the faces' stylesheet: the first render does not wait for it.
    expect(document.querySelector('link[rel="stylesheet"][href*="pretendard"]')).toBeNull()
    const text = document.createElement('p')
    text.textContent = '한빛대학교병원 진료예약'
    document.body.append(text)
    expect(getComputedStyle(text).fontFamily).not.toMatch(/Pretendard/)
    // After a frame has laid the text out: a face the text needed would be loading by now (a
    // face's download starts at layout); none of Pretendard's is, nor has one arrived.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const pretendardFaces = [...document.fonts].filter((face) => /Pretendard/.test(face.family))
    expect(pretendardFaces.filter((face) => face.status !== 'unloaded')).toEqual([])
    const fontRequests = performance
      .getEntriesByType('resource')
      .filter((entry) => /Pretendard.*woff2/.test(entry.name))
    expect(fontRequests).toEqual([])
    text.remove()
  })

  it('once the subsets for the text on screen are fetched, the device is marked and later starts use Pretendard', async () => {
    const root = document.createElement('div')
    root.textContent = '진료예약 예약조회 도착확인'
    document.body.append(root)
    await linkWebFont()
    await warmWebFont(root)
    expect(localStorage.getItem(CACHED_KEY)).toBe('Y')
    expect(document.fonts.check('1rem "Pretendard Variable"', '진료예약')).toBe(true)
    root.remove()

    const next = document.createElement('div')
    // A later start renders once the faces are in: from its first frame in Pretendard.
    await chooseWebFont(next)
    expect(next.classList.contains(SYSTEM_FONT_CLASS)).toBe(false)
    expect(document.querySelector('link[rel="stylesheet"][href*="pretendard"]')).not.toBeNull()
  })
})
