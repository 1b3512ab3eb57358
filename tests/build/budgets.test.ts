/**
 * The size budgets, on the built files (gzip): production home first load (JavaScript and CSS),
 * every screen's own chunk, and what the demo fetches before its first paint. Sizes, not timings:
 * deterministic.
 * `npm run bench:bundle` prints the same figures.
 */
import { describe, expect, it } from 'vitest'
import { BUDGETS, HOME_SCREEN, kb, readBundle } from '../../scripts/bundle-report'
import { DEMO, PRODUCTION } from './built-files'

const production = readBundle(PRODUCTION)
const demo = readBundle(DEMO)

describe('size budgets (gzip)', () => {
  it(`production home first load is at most ${kb(BUDGETS.homeFirstLoad)}`, () => {
    expect(production.firstLoad(HOME_SCREEN)).toBeLessThanOrEqual(BUDGETS.homeFirstLoad)
  })

  it(`production home first-load CSS is at most ${kb(BUDGETS.homeFirstLoadCss)}: screens bring their own`, () => {
    const files = production.firstLoadCssFiles(HOME_SCREEN)
    // What index.html links is what the first paint waits for.
    expect(files.length).toBeGreaterThan(0)
    expect(production.firstLoadCss(HOME_SCREEN)).toBeLessThanOrEqual(BUDGETS.homeFirstLoadCss)
  })

  it(`demo build fetches at most ${kb(BUDGETS.demoFirstPaint)} before the home screen paints`, () => {
    expect(demo.firstLoad(HOME_SCREEN)).toBeLessThanOrEqual(BUDGETS.demoFirstPaint)
  })

  it.each(production.screens())(`%s: own chunk at most ${kb(BUDGETS.screenChunk)}`, (screen) => {
    expect(production.screenChunk(screen)).toBeLessThanOrEqual(BUDGETS.screenChunk)
  })
})
