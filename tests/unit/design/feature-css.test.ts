/**
 * Screens compose the shared pieces: what a feature still styles itself (a floor map,
 * a tile grid, a chart) stays small, and no feature repeats a rule block of a shared piece or of
 * another feature (a card, a row, a button, a page's padding).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../../..')
const FEATURE_CSS_MAX_LINES = 2_000

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(path)
    return entry.name.endsWith('.module.css') ? [path] : []
  })
}

/** Each rule's declarations, normalised (order and spacing do not matter), with where it is. */
function ruleBlocks(file: string): { where: string; body: string }[] {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].flatMap(([, selector, body]) => {
    const declarations = body!
      .split(';')
      .map((d) => d.trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .sort()
    // One or two declarations are a detail (a colour, a gap), not a piece someone copied.
    if (declarations.length < 4) return []
    return [{ where: `${relative(ROOT, file)} ${selector!.trim()}`, body: declarations.join('; ') }]
  })
}

const features = cssFiles(join(ROOT, 'src/features'))
const shared = cssFiles(join(ROOT, 'src/shared/ui'))

describe('feature CSS', () => {
  it(`is at most ${FEATURE_CSS_MAX_LINES} lines in all`, () => {
    const lines = features.reduce((sum, file) => sum + readFileSync(file, 'utf8').split('\n').length, 0)
    expect(lines).toBeLessThanOrEqual(FEATURE_CSS_MAX_LINES)
  })

  it('repeats no rule block of a shared piece or of another feature', () => {
    const seen = new Map<string, string>()
    for (const file of shared) for (const { where, body } of ruleBlocks(file)) seen.set(body, where)
    const repeats: string[] = []
    for (const file of features) {
      for (const { where, body } of ruleBlocks(file)) {
        const first = seen.get(body)
        if (first && first.split(' ')[0] !== where.split(' ')[0]) repeats.push(`${where} repeats ${first}`)
        else seen.set(body, where)
      }
    }
    expect(repeats).toEqual([])
  })
})
