/**
 * Screens compose the shared pieces: what a feature still styles itself (a floor map,
 * a tile grid, a chart) stays small, and no CSS outside the design system (the features, the
 * shared blocks and rules, the app shell) repeats a rule block of a shared piece or of another
 * file (a card, a row, a button, a page's padding).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../../..')
const FEATURE_CSS_MAX_LINES = 2_000
const PIECES = join(ROOT, 'src/shared/ui')

function cssFiles(dir: string, skip?: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (path === skip) return []
    if (entry.isDirectory()) return cssFiles(path, skip)
    return entry.name.endsWith('.module.css') ? [path] : []
  })
}

interface Block {
  /** `file selector` */
  where: string
  declarations: string[]
  /** The declarations, normalised (order and spacing do not matter). */
  body: string
}

function ruleBlocks(file: string): Block[] {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => {
    const declarations = body!
      .split(';')
      .map((d) => d.trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .sort()
    const where = `${relative(ROOT, file)} ${selector!.trim().replace(/\s+/g, ' ')}`
    return { where, declarations, body: declarations.join('; ') }
  })
}

const fileOf = (where: string) => where.split(' ')[0]

/** Everything styled outside the design system: the features, src/shared's blocks and rules, the app. */
const outside = cssFiles(join(ROOT, 'src'), PIECES)
const features = outside.filter((file) => file.includes('/src/features/'))
const pieces = cssFiles(PIECES)
/** Page and Stack: a screen's body and its blocks are one short rule each, so their copies are short too. */
const layout = join(PIECES, 'layout/Layout.module.css')

/**
 * Blocks that may stay as they are, each with its reason (`file selector` as reported).
 * Add one only when using the piece would change what the patient sees or can do.
 */
const EXCEPTIONS: Record<string, string> = {
  'src/app/shell/AppShell.module.css .skip':
    'The skip link: off the screen until focused, then over the header; a LinkButton sits in the flow.',
  'src/shared/content/ContentPage.module.css .callout':
    "A page's note or warning is an <aside> landmark named by its tone, holding several Markdown blocks; InfoBox is an unnamed <div> around one text.",
  'src/shared/content/ContentPage.module.css .callout > div': 'The blocks inside that <aside> (see .callout).',
  'src/shared/content/ContentPage.module.css .calloutIcon': 'The icon of that <aside> (see .callout).',
  'src/shared/blocks/medicine-reminders/MedicineReminders.module.css .reminder':
    "Each reminder's <li> is named by its medicine for screen readers; List's rows take no name.",
  'src/shared/blocks/records/Records.module.css .items > li':
    "A result's items and a prescription's medicines sit on the page's background; List paints the surface colour under its rows.",
  'src/shared/blocks/schedule/ScheduleList.module.css .list':
    "The schedule's column with the page's padding all round, as the calendar's box (both shared blocks); Stack inset leaves no room under it.",
}

describe('feature CSS', () => {
  it(`is at most ${FEATURE_CSS_MAX_LINES} lines in all`, () => {
    const lines = features.reduce((sum, file) => sum + readFileSync(file, 'utf8').split('\n').length, 0)
    expect(lines).toBeLessThanOrEqual(FEATURE_CSS_MAX_LINES)
  })

  it('repeats no rule block of a shared piece or of another file', () => {
    // One or two declarations are a detail (a colour, a gap), not a piece someone copied.
    const copyable = (block: Block) => block.declarations.length >= 4
    const seen = new Map<string, string>()
    for (const file of pieces) for (const block of ruleBlocks(file).filter(copyable)) seen.set(block.body, block.where)
    const repeats: string[] = []
    for (const file of outside) {
      for (const { where, body } of ruleBlocks(file).filter(copyable)) {
        const first = seen.get(body)
        if (first && fileOf(first) !== fileOf(where) && !(where in EXCEPTIONS))
          repeats.push(`${where} repeats ${first}`)
        else if (!first) seen.set(body, where)
      }
    }
    expect(repeats).toEqual([])
  })

  it('writes no short copy of Page or Stack (use the piece: <Page>, <Stack inset>, <Stack padded>)', () => {
    const layoutBlocks = new Map(ruleBlocks(layout).map((block) => [block.body, block.where]))
    const copies = outside.flatMap((file) =>
      ruleBlocks(file)
        .filter((block) => layoutBlocks.has(block.body) && !(block.where in EXCEPTIONS))
        .map((block) => `${block.where} repeats ${layoutBlocks.get(block.body)}`),
    )
    expect(copies).toEqual([])
  })

  it('paints no primary action of its own (use Button or LinkButton variant="primary")', () => {
    const painted = outside.flatMap((file) =>
      ruleBlocks(file)
        .filter(
          ({ declarations }) =>
            declarations.includes('background: var(--color-primary-action)') &&
            declarations.includes('color: var(--color-on-primary)'),
        )
        .map((block) => block.where)
        .filter((where) => !(where in EXCEPTIONS)),
    )
    expect(painted).toEqual([])
  })

  it('lists only exceptions that still exist', () => {
    const all = new Set(outside.flatMap((file) => ruleBlocks(file).map((block) => block.where)))
    expect(Object.keys(EXCEPTIONS).filter((where) => !all.has(where))).toEqual([])
  })
})
