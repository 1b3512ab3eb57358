/**
 * The report PDF's text, given back its structure for the text version: a PDF keeps only where
 * each piece of text stands, so read as a string its fields run together ("결과지성명 최지은…").
 * Here pieces standing on one line become cells, and lines become:
 * - headings (the larger size the report uses most for lines of their own);
 * - label/value pairs (a line of cells in pairs, each value the same distance from its label);
 * - tables (a line of three or more cells, and the lines under it whose cells stand in its columns);
 * - paragraphs (lines of one cell; a line that reaches the right edge goes on in the next).
 * What every page repeats (the hospital's header, the footer) is said once; page numbers not at all.
 */

/** A piece of text where the PDF puts it (points, y upwards), as pdf.js gives it. */
export interface PositionedText {
  text: string
  x: number
  y: number
  width: number
  /** The font size in points. */
  size: number
}

export type ReportTextBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string; emphasis: boolean }
  | { type: 'facts'; facts: Array<[label: string, value: string]> }
  | { type: 'table'; columns: string[]; rows: string[][] }

interface Cell {
  text: string
  x: number
  right: number
  size: number
}

interface Line {
  cells: Cell[]
  /** The pieces as they came, for a table to put in its own columns. */
  pieces: PositionedText[]
  page: number
  y: number
  size: number
  text: string
}

/** A gap wider than this many ems between two pieces starts a new cell. */
const CELL_GAP_EM = 1.2
/** Wrapped lines of a paragraph stand at most this many ems apart; farther, a new paragraph. */
const LINE_SPACING_EM = 1.75
/** How far (points) a cell may stand from its column and still be in it. */
const COLUMN_SLACK = 2.5
/** A page number ("1 / 2"), said by the viewer instead. */
const PAGE_NUMBER = /^\d+\s*\/\s*\d+$/

function linesOf(items: readonly PositionedText[], page: number): Line[] {
  const pieces = items.filter((item) => item.text.trim() !== '').toSorted((a, b) => b.y - a.y || a.x - b.x)
  const rows: PositionedText[][] = []
  for (const piece of pieces) {
    const row = rows.at(-1)
    if (row && Math.abs(row[0]!.y - piece.y) <= Math.max(row[0]!.size, piece.size) * 0.3) row.push(piece)
    else rows.push([piece])
  }
  const lines = rows.map((row) => {
    let cells: Cell[] = []
    for (const piece of row.toSorted((a, b) => a.x - b.x)) {
      const cell = cells.at(-1)
      const gap = cell ? piece.x - cell.right : Infinity
      if (cell && gap <= Math.max(cell.size, piece.size) * CELL_GAP_EM) {
        cell.text += gap > piece.size * 0.15 && !cell.text.endsWith(' ') ? ` ${piece.text}` : piece.text
        cell.right = Math.max(cell.right, piece.x + piece.width)
        cell.size = Math.max(cell.size, piece.size)
      } else {
        cells.push({ text: piece.text, x: piece.x, right: piece.x + piece.width, size: piece.size })
      }
    }
    for (const cell of cells) cell.text = cell.text.replace(/\s+/g, ' ').trim()
    cells = cells.filter((cell) => !PAGE_NUMBER.test(cell.text))
    return {
      cells,
      pieces: row.filter((piece) => !PAGE_NUMBER.test(piece.text.trim())),
      page,
      y: row[0]!.y,
      size: Math.max(...cells.map((c) => c.size)),
      text: cells.map((c) => c.text).join(' '),
    }
  })
  return lines.filter((line) => line.cells.length > 0)
}

/** The value most often seen, by weight; the first seen on a tie. */
function mostCommon(values: Array<[value: number, weight: number]>): number | undefined {
  const weights = new Map<number, number>()
  for (const [value, weight] of values) weights.set(value, (weights.get(value) ?? 0) + weight)
  let best: number | undefined
  for (const [value, weight] of weights) if (best === undefined || weight > weights.get(best)!) best = value
  return best
}

const roundSize = (size: number) => Math.round(size * 2) / 2

/** Cells in pairs, each value as far from its label as every other. */
function isPairs(line: Line): boolean {
  const { cells } = line
  if (cells.length < 2 || cells.length % 2 !== 0) return false
  const offsets = cells.flatMap((cell, i) => (i % 2 === 0 ? [cells[i + 1]!.x - cell.x] : []))
  return offsets.every((offset) => Math.abs(offset - offsets[0]!) <= COLUMN_SLACK)
}

/**
 * A table's row, each piece in the column it starts in: a cell that runs into the next column
 * (a long unit beside its reference range) stays apart from it.
 */
function tableRow(columnsX: readonly number[], line: Line): string[] {
  const row = columnsX.map(() => '')
  const rights = columnsX.map(() => -Infinity)
  for (const piece of line.pieces.toSorted((a, b) => a.x - b.x)) {
    const k = Math.max(
      columnsX.findLastIndex((x) => x <= piece.x + COLUMN_SLACK),
      0,
    )
    row[k] += piece.x - rights[k]! > piece.size * 0.15 && row[k] !== '' ? ` ${piece.text}` : piece.text
    rights[k] = piece.x + piece.width
  }
  return row.map((cell) => cell.replace(/\s+/g, ' ').trim())
}

const columnOf = (columns: readonly number[], x: number) =>
  columns.findIndex((column) => Math.abs(column - x) <= COLUMN_SLACK)

/** The page's furniture: what every page repeats (two pages or more), and page numbers. */
function furnitureOf(pages: readonly Line[][]): Set<string> {
  if (pages.length < 2) return new Set()
  const [first, ...rest] = pages
  return new Set(
    first!.map((line) => line.text).filter((text) => rest.every((page) => page.some((line) => line.text === text))),
  )
}

export function structureReport(pages: readonly (readonly PositionedText[])[]): ReportTextBlock[] {
  const pageLines = pages.map((items, page) => linesOf(items, page))
  const furniture = furnitureOf(pageLines)
  const firstPage = pageLines[0] ?? []
  const firstContent = firstPage.findIndex((line) => !furniture.has(line.text))
  const header = firstPage.slice(0, Math.max(firstContent, 0)).filter((line) => furniture.has(line.text))
  const footer = firstPage.slice(Math.max(firstContent, 0)).filter((line) => furniture.has(line.text))
  const body = pageLines.flatMap((lines) => lines.filter((line) => !furniture.has(line.text)))
  const lines = [...header, ...body, ...footer]

  const bodySize =
    mostCommon(lines.flatMap((line) => line.cells.map((c): [number, number] => [roundSize(c.size), c.text.length]))) ??
    0
  const isLarge = (line: Line) => line.cells.length === 1 && roundSize(line.size) > bodySize * 1.15
  const headingSize = mostCommon(lines.filter(isLarge).map((line): [number, number] => [roundSize(line.size), 1]))
  const textRight = Math.max(0, ...lines.filter((l) => l.cells.length === 1).map((l) => l.cells[0]!.right))

  const blocks: ReportTextBlock[] = []
  let previous: Line | undefined
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const last = blocks.at(-1)
    if (isLarge(line)) {
      blocks.push(
        roundSize(line.size) === headingSize
          ? { type: 'heading', text: line.text }
          : { type: 'paragraph', text: line.text, emphasis: true },
      )
    } else if (isPairs(line)) {
      const facts = line.cells.flatMap((cell, k): Array<[string, string]> =>
        k % 2 === 0 ? [[cell.text, line.cells[k + 1]!.text]] : [],
      )
      if (last?.type === 'facts' && previous && isPairs(previous)) last.facts.push(...facts)
      else blocks.push({ type: 'facts', facts })
    } else if (line.cells.length >= 3) {
      const columnsX = line.cells.map((c) => c.x)
      const columns = line.cells.map((c) => c.text)
      const rows: string[][] = []
      while (i + 1 < lines.length) {
        const next = lines[i + 1]!
        const places = next.cells.map((c) => columnOf(columnsX, c.x))
        if (next.cells.length < 2 || places.includes(-1)) break
        i++
        if (next.text === line.text) continue // the header again, on the next page
        rows.push(tableRow(columnsX, next))
      }
      blocks.push({ type: 'table', columns, rows })
      previous = lines[i]
      continue
    } else {
      const continues =
        last?.type === 'paragraph' &&
        !last.emphasis &&
        previous?.cells.length === 1 &&
        roundSize(previous.size) === roundSize(line.size) &&
        Math.abs(previous.cells[0]!.x - line.cells[0]!.x) <= COLUMN_SLACK &&
        textRight - previous.cells[0]!.right <= line.size * 4 &&
        // The next line of the same page, no wider apart than wrapped lines are (or the top of the next page).
        (line.page !== previous.page || previous.y - line.y <= line.size * LINE_SPACING_EM)
      if (continues) last.text += ` ${line.text}`
      else blocks.push({ type: 'paragraph', text: line.text, emphasis: false })
    }
    previous = line
  }
  return blocks
}
