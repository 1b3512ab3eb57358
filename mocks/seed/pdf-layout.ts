/**
 * The layout of the sandbox's PDFs (checkup reports, visit documents): Korean text in a
 * non-embedded CJK font, A4 pages, headings, facts, paragraphs and tables, and the ToUnicode map.
 * Pure strings, no Node import: the checkup reports are built from it at seed time (./pdf.ts,
 * encrypted) and the visit documents in the running sandbox, in the browser too (./pdf-plain.ts).
 */
// ---- text ----------------------------------------------------------------------------------

export const isLatin = (ch: string) => ch.charCodeAt(0) < 0x80

/** Text split into runs of one font: Helvetica for ASCII, the Korean font for the rest. */
export function runs(text: string): Array<{ latin: boolean; text: string }> {
  const out: Array<{ latin: boolean; text: string }> = []
  for (const ch of text) {
    const latin = isLatin(ch)
    const last = out.at(-1)
    if (last && last.latin === latin) last.text += ch
    else out.push({ latin, text: ch })
  }
  return out
}

/** Roughly how wide text is, in ems (Helvetica about half an em, Hangul a full em). */
const emWidth = (text: string) => [...text].reduce((sum, ch) => sum + (isLatin(ch) ? 0.55 : 1), 0)

export const escapeLatin = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`)

/** UCS-2 big-endian hex, the codes of UniKS-UCS2-H. */
export const ucs2Hex = (text: string) =>
  [...text].map((ch) => ch.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()).join('')

/** Breaks text into lines no wider than `maxEm`, at spaces where it can. */
function wrap(text: string, maxEm: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word
    if (emWidth(candidate) <= maxEm || !line) line = candidate
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

// ---- layout --------------------------------------------------------------------------------

export interface ReportTable {
  columns: Array<{ title: string; width: number }>
  rows: string[][]
}

export type ReportBlock =
  | { type: 'heading'; text: string }
  | { type: 'facts'; facts: Array<[string, string]> }
  | { type: 'paragraph'; text: string; size?: number; bold?: boolean }
  | { type: 'table'; table: ReportTable }
  | { type: 'space'; height: number }

export interface ReportPdf {
  /** Printed at the top of every page (the hospital and the kind of report). */
  header: string
  title: string
  blocks: ReportBlock[]
  /** Printed at the bottom of every page. */
  footer: string
  /** The user password: the patient's birth date, YYYYMMDD. */
  password: string
  /** Seeds the file id, so the same report always gives the same bytes. */
  fileKey: string
}

export const PAGE = { width: 595, height: 842, margin: 48 }
const BODY_WIDTH = PAGE.width - PAGE.margin * 2

/** Draws pages: a list of content streams, one per page. */
export class Pages {
  readonly streams: string[][] = []
  private y = 0

  constructor(
    private readonly report: ReportPdf,
    private readonly usedText: Set<string>,
  ) {
    this.newPage()
  }

  private get ops(): string[] {
    return this.streams.at(-1)!
  }

  newPage(): void {
    this.streams.push([])
    this.y = PAGE.height - PAGE.margin
    this.text(this.report.header, PAGE.margin, this.y, 9, '0.35')
    this.ops.push(`0.8 g ${PAGE.margin} ${this.y - 8} ${BODY_WIDTH} 0.8 re f`)
    this.y -= 40
  }

  /** Keeps `height` points free on this page, or starts the next. */
  need(height: number): void {
    if (this.y - height < PAGE.margin + 30) this.newPage()
  }

  text(text: string, x: number, y: number, size: number, gray = '0', bold = false): void {
    this.usedText.add(text)
    const parts = runs(text).map(({ latin, text: run }) =>
      latin ? `/F1 ${size} Tf (${escapeLatin(run)}) Tj` : `/F2 ${size} Tf <${ucs2Hex(run)}> Tj`,
    )
    // Bold by stroking the glyph outlines as well (render mode 2): the Korean font has no bold face.
    const mode = bold ? `2 Tr ${(size / 30).toFixed(2)} w ${gray} G` : '0 Tr'
    this.ops.push(`BT ${mode} ${gray} g ${x} ${y} Td ${parts.join(' ')} ET`)
  }

  block(block: ReportBlock): void {
    switch (block.type) {
      case 'space':
        this.y -= block.height
        return
      case 'heading':
        this.need(40)
        this.y -= 8
        this.text(block.text, PAGE.margin, this.y, 13, '0', true)
        this.y -= 20
        return
      case 'paragraph': {
        const size = block.size ?? 10.5
        for (const line of wrap(block.text, BODY_WIDTH / size)) {
          this.need(size * 1.6)
          this.text(line, PAGE.margin, this.y, size, '0', block.bold)
          this.y -= size * 1.6
        }
        return
      }
      case 'facts': {
        const columnWidth = BODY_WIDTH / 2
        block.facts.forEach(([term, value], index) => {
          const column = index % 2
          if (column === 0) this.need(18)
          const x = PAGE.margin + column * columnWidth
          this.text(term, x, this.y, 10, '0.4')
          this.text(value, x + 70, this.y, 10.5)
          if (column === 1 || index === block.facts.length - 1) this.y -= 18
        })
        return
      }
      case 'table':
        this.table(block.table)
    }
  }

  private table({ columns, rows }: ReportTable): void {
    const total = columns.reduce((sum, c) => sum + c.width, 0)
    const widths = columns.map((c) => (c.width / total) * BODY_WIDTH)
    const rowHeight = 20
    const drawRow = (cells: string[], header: boolean) => {
      this.need(rowHeight)
      const top = this.y + 6
      if (header) this.ops.push(`0.93 g ${PAGE.margin} ${top - rowHeight} ${BODY_WIDTH} ${rowHeight} re f`)
      this.ops.push(
        `0.75 G 0.5 w ${PAGE.margin} ${top - rowHeight} m ${PAGE.margin + BODY_WIDTH} ${top - rowHeight} l S`,
      )
      let x = PAGE.margin + 4
      cells.forEach((cell, index) => {
        this.text(cell, x, this.y - 7, 9.5, header ? '0.25' : '0', header)
        x += widths[index]!
      })
      this.y -= rowHeight
    }
    this.need(rowHeight * 2)
    drawRow(
      columns.map((c) => c.title),
      true,
    )
    for (const row of rows) {
      if (this.y - rowHeight < PAGE.margin + 30) {
        this.newPage()
        drawRow(
          columns.map((c) => c.title),
          true,
        )
      }
      drawRow(row, false)
    }
    this.y -= 10
  }

  /** The footer and page number on every page, once the pages are known. */
  finish(): void {
    this.streams.forEach((ops, index) => {
      const page = `${index + 1} / ${this.streams.length}`
      this.usedText.add(this.report.footer)
      ops.push(`0.8 g ${PAGE.margin} ${PAGE.margin + 12} ${BODY_WIDTH} 0.6 re f`)
      const footer = runs(this.report.footer).map(({ latin, text }) =>
        latin ? `/F1 8 Tf (${escapeLatin(text)}) Tj` : `/F2 8 Tf <${ucs2Hex(text)}> Tj`,
      )
      ops.push(`BT 0 Tr 0.4 g ${PAGE.margin} ${PAGE.margin} Td ${footer.join(' ')} ET`)
      ops.push(`BT 0.4 g ${PAGE.width - PAGE.margin - 30} ${PAGE.margin} Td /F1 8 Tf (${page}) Tj ET`)
    })
  }
}

/** Maps every Korean code used to itself (UCS-2 is Unicode), for copying and searching text. */
export function toUnicodeCMap(used: Set<string>): string {
  const codes = [...new Set([...used].flatMap((text) => [...text].filter((ch) => !isLatin(ch))))]
    .map((ch) => ch.charCodeAt(0))
    .sort((a, b) => a - b)
  const hex = (code: number) => code.toString(16).padStart(4, '0').toUpperCase()
  const lines: string[] = []
  for (let i = 0; i < codes.length; i += 100) {
    const chunk = codes.slice(i, i + 100)
    lines.push(`${chunk.length} beginbfchar`, ...chunk.map((c) => `<${hex(c)}> <${hex(c)}>`), 'endbfchar')
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...lines,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n')
}
