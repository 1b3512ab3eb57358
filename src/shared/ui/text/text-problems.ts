/**
 * What "text laid out well" means, checked on a laid-out page: the pieces' stories run it on
 * their canvas and the text sweep (tests/e2e/text-sweep.spec.ts) on every screen. The function is
 * self-contained (no imports, no closures over this module): Playwright sends its source to the
 * browser (`page.evaluate`). Test code: no screen imports it.
 *
 * - `word`: a word (letters between spaces: 2026.11.18, 12,300원, 메시지함) laid out on two lines;
 *   a break before an opening bracket glued to the word is allowed ("원무과 / (02-2290-8114)에서").
 * - `token`: a date with its weekday, a time, a time range, an amount or a phone number on two
 *   lines ("2026.11.18 / (수)", "오후 1:30 / ~ 5:00", "오전 / 11:45").
 * - `line-start`: a line that starts with "·", "~" or the unit of the number before it.
 * - `squeezed`: text on two or more lines in an item narrower than half of its row (a badge or a
 *   button beside it took the room).
 * - `cut`: text cut with "…".
 * - `sideways`: the page scrolls sideways.
 *
 * An element marked `data-breakable` (a file name, an address of the web) may break anywhere.
 */
export interface TextFinding {
  kind: 'word' | 'token' | 'line-start' | 'squeezed' | 'cut' | 'sideways'
  text: string
}

export function findTextProblems(root: Element = document.body): TextFinding[] {
  const findings: TextFinding[] = []
  const add = (kind: TextFinding['kind'], text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim().slice(0, 80)
    if (!findings.some((found) => found.kind === kind && found.text === clean)) findings.push({ kind, text: clean })
  }

  const SKIP = 'script, style, noscript, textarea, input, select, option, svg, [data-sweep-skip], [data-breakable]'
  const styleOf = (element: Element) => getComputedStyle(element)

  /** Rects of a range, as lines: rects whose vertical middles fall inside one another are one line. */
  const lineCount = (rects: DOMRect[]): number => {
    const lines: { top: number; bottom: number }[] = []
    for (const rect of rects) {
      if (rect.width < 0.5 || rect.height < 0.5) continue
      const middle = (rect.top + rect.bottom) / 2
      const line = lines.find((l) => middle > l.top && middle < l.bottom)
      if (line) {
        line.top = Math.min(line.top, rect.top)
        line.bottom = Math.max(line.bottom, rect.bottom)
      } else lines.push({ top: rect.top, bottom: rect.bottom })
    }
    return lines.length
  }

  const visible = (element: Element): boolean => {
    if (element.closest(SKIP)) return false
    const rect = element.getBoundingClientRect()
    // Visually hidden text (clipped to a pixel) is for screen readers only.
    if (rect.width <= 2 || rect.height <= 2) return false
    const style = styleOf(element)
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0
  }

  // Every visible text node.
  const texts: Text[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text
    if (!text.data.trim() || !text.parentElement || !visible(text.parentElement)) continue
    texts.push(text)
  }

  const rangeOf = (start: Text, startOffset: number, end: Text, endOffset: number) => {
    const range = document.createRange()
    range.setStart(start, startOffset)
    range.setEnd(end, endOffset)
    return range
  }

  // 1. Words.
  for (const text of texts) {
    if (styleOf(text.parentElement!).whiteSpace.startsWith('nowrap')) continue
    // A word may break before an opening bracket glued to it ("원무과(02-2290-8114)에서", as
    // KeepWhole allows with a <wbr>): the parts on either side are the words checked.
    for (const match of text.data.matchAll(/\(?[^\s(]+/g)) {
      if (match[0].length < 2) continue
      const range = rangeOf(text, match.index, text, match.index + match[0].length)
      if (lineCount([...range.getClientRects()]) > 1) add('word', match[0])
    }
  }

  // 2 and 3. Tokens and line starts, over the text of one inline run: the text nodes that lay out
  // together (one block, or one flex or grid item).
  const isInline = (element: Element) => styleOf(element).display.startsWith('inline') && element.tagName !== 'BUTTON'
  const runOf = (text: Text): Element => {
    let element = text.parentElement!
    while (isInline(element) && element.parentElement) {
      const parent = element.parentElement
      const display = styleOf(parent).display
      if (display.includes('flex') || display.includes('grid')) return element
      element = parent
    }
    return element
  }
  const runs = new Map<Element, Text[]>()
  for (const text of texts) {
    const run = runOf(text)
    runs.set(run, [...(runs.get(run) ?? []), text])
  }
  const WEEKDAY = '\\([월화수목금토일]\\)'
  const TIME = '(?:(?:오전|오후)\\s*)?\\d{1,2}:\\d{2}'
  const TOKENS = new RegExp(
    [
      `\\d{4}\\.\\d{1,2}\\.\\d{1,2}\\.?(?:\\s*${WEEKDAY})?`,
      `\\d{1,2}\\.\\d{1,2}\\s*${WEEKDAY}`,
      `\\d{1,2}월\\s*\\d{1,2}일(?:\\s*${WEEKDAY})?`,
      `${TIME}(?:\\s*~\\s*${TIME})?`,
      '\\d[\\d,]*\\s*원',
      '\\d{2,4}-\\d{3,4}-\\d{4}',
    ].join('|'),
    'g',
  )
  const UNIT = /\d\s+(원|명|분|층|개|회|세|시간|kg|cm|mg|mL|mmHg)(?![가-힣])/g
  for (const [, nodes] of runs) {
    // The run's text and where each character comes from.
    let all = ''
    const origin: { node: Text; offset: number }[] = []
    for (const node of nodes) {
      for (let i = 0; i < node.data.length; i++) origin.push({ node, offset: i })
      all += node.data
    }
    const span = (from: number, to: number) => {
      const start = origin[from]!
      const end = origin[to - 1]!
      return rangeOf(start.node, start.offset, end.node, end.offset + 1)
    }
    for (const match of all.matchAll(TOKENS)) {
      if (lineCount([...span(match.index, match.index + match[0].length).getClientRects()]) > 1) add('token', match[0])
    }
    const startsLine = (index: number) => {
      let before = index - 1
      while (before >= 0 && /\s/.test(all[before]!)) before--
      if (before < 0) return false
      const previous = span(before, before + 1).getBoundingClientRect()
      const here = span(index, index + 1).getBoundingClientRect()
      return here.height > 0 && previous.height > 0 && here.top >= previous.bottom - 2
    }
    for (const match of all.matchAll(/[·~]/g)) {
      if (startsLine(match.index)) add('line-start', all.slice(Math.max(0, match.index - 20), match.index + 20))
    }
    for (const match of all.matchAll(UNIT)) {
      const unitAt = match.index + match[0].length - match[1]!.length
      if (startsLine(unitAt)) add('line-start', all.slice(Math.max(0, match.index - 20), unitAt + 10))
    }
  }

  // 4. Squeezed: an element's own text on two or more lines, in a row item narrower than half the row.
  const owners = new Set(texts.map((text) => text.parentElement!))
  const isRow = (element: Element) => {
    const style = styleOf(element)
    if (style.display.includes('flex')) return !style.flexDirection.startsWith('column')
    if (style.display.includes('grid')) return style.gridTemplateColumns.trim().split(/\s+/).length > 1
    return false
  }
  for (const owner of owners) {
    const own = [...owner.childNodes].filter((node): node is Text => node instanceof Text && node.data.trim() !== '')
    if (own.reduce((n, node) => n + node.data.trim().length, 0) < 4) continue
    const rects = own.flatMap((node) => {
      const range = document.createRange()
      range.selectNodeContents(node)
      return [...range.getClientRects()]
    })
    if (lineCount(rects) < 2) continue
    let item: Element = owner
    for (let depth = 0; depth < 6 && item.parentElement && item.parentElement !== document.body; depth++) {
      const row = item.parentElement
      if (isRow(row)) {
        const box = item.getBoundingClientRect()
        const neighbours = [...row.children].filter((child) => {
          if (child === item || !visible(child)) return false
          const other = child.getBoundingClientRect()
          return Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top) > 4
        })
        if (neighbours.length > 0) {
          const style = styleOf(row)
          const inner =
            row.clientWidth -
            parseFloat(style.paddingLeft) -
            parseFloat(style.paddingRight) -
            (parseFloat(style.columnGap) || 0) * neighbours.length
          // Two halves of a row are fine (the gap between them left out), a third is not.
          if (box.width < inner * 0.5 - 1) {
            add('squeezed', own.map((node) => node.data).join(''))
          }
          break
        }
      }
      item = row
    }
  }

  // 5. Cut with an ellipsis.
  for (const owner of owners) {
    const style = styleOf(owner)
    if (style.textOverflow === 'ellipsis' && owner.scrollWidth > owner.clientWidth + 1)
      add('cut', owner.textContent ?? '')
    if (style.webkitLineClamp && style.webkitLineClamp !== 'none' && owner.scrollHeight > owner.clientHeight + 1) {
      add('cut', owner.textContent ?? '')
    }
  }

  // 6. Sideways scrolling.
  if (root === document.body && document.documentElement.scrollWidth > document.documentElement.clientWidth + 1) {
    add('sideways', `${document.documentElement.scrollWidth}px wide`)
  }
  return findings
}
