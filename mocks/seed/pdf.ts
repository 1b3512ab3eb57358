/**
 * Builds the checkup report PDFs the sandbox serves, as a hospital's report looks: Korean text,
 * the patient's details, the overall judgement, a table of results and the doctor's opinions, on
 * as many A4 pages as it takes. Encrypted with the PDF standard security handler (revision 3,
 * 128-bit RC4) and opened with the patient's birth date (8 digits) as the user password, as real
 * reports are. Runs in Node at seed time only.
 *
 * Korean is set in a non-embedded CJK font (`HYGoThic-Medium`, Adobe-Korea1, the predefined
 * `UniKS-UCS2-H` CMap), which every PDF reader knows and draws with the phone's own Korean font:
 * no font file in the seed. A ToUnicode map lets readers copy and search the text. Latin letters
 * and digits are set in Helvetica.
 */
import { createHash } from 'node:crypto'

const PADDING = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex')
const KEY_LENGTH = 16
/** Print and copy allowed, changes not. */
const PERMISSIONS = -3904

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest()

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i)
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255
    ;[s[i], s[j]] = [s[j]!, s[i]!]
  }
  const out = Buffer.alloc(data.length)
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255
    j = (j + s[i]!) & 255
    ;[s[i], s[j]] = [s[j]!, s[i]!]
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!
  }
  return out
}

const pad = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PADDING]).subarray(0, 32)

/** RC4 under the key, then 19 more passes under the key XOR 1..19 (revision 3). */
function rc4Twenty(key: Buffer, data: Buffer): Buffer {
  let out = rc4(key, data)
  for (let i = 1; i <= 19; i++) out = rc4(Buffer.from(key.map((b) => b ^ i)), out)
  return out
}

function fiftyMd5(seed: Buffer): Buffer {
  let hash = seed
  for (let i = 0; i < 50; i++) hash = md5(hash.subarray(0, KEY_LENGTH))
  return hash.subarray(0, KEY_LENGTH)
}

function securityValues(userPassword: string, ownerPassword: string, fileId: Buffer) {
  const ownerKey = fiftyMd5(md5(pad(ownerPassword)))
  const o = rc4Twenty(ownerKey, pad(userPassword))
  const p = Buffer.alloc(4)
  p.writeInt32LE(PERMISSIONS)
  const key = fiftyMd5(md5(pad(userPassword), o, p, fileId))
  const u = Buffer.concat([rc4Twenty(key, md5(PADDING, fileId)), Buffer.alloc(16)])
  return { o, u, key }
}

function objectKey(key: Buffer, objectNumber: number): Buffer {
  const suffix = Buffer.from([objectNumber & 255, (objectNumber >> 8) & 255, (objectNumber >> 16) & 255, 0, 0])
  return md5(key, suffix).subarray(0, Math.min(KEY_LENGTH + 5, 16))
}

// ---- text ----------------------------------------------------------------------------------

const isLatin = (ch: string) => ch.charCodeAt(0) < 0x80

/** Text split into runs of one font: Helvetica for ASCII, the Korean font for the rest. */
function runs(text: string): Array<{ latin: boolean; text: string }> {
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

const escapeLatin = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`)

/** UCS-2 big-endian hex, the codes of UniKS-UCS2-H. */
const ucs2Hex = (text: string) =>
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

const PAGE = { width: 595, height: 842, margin: 48 }
const BODY_WIDTH = PAGE.width - PAGE.margin * 2

/** Draws pages: a list of content streams, one per page. */
class Pages {
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
function toUnicodeCMap(used: Set<string>): string {
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

export function buildEncryptedPdf(report: ReportPdf): Buffer {
  const fileId = md5(Buffer.from(report.fileKey))
  const { o, u, key } = securityValues(report.password, `owner-${report.fileKey}`, fileId)
  const encrypt = (objectNumber: number, data: Buffer) => rc4(objectKey(key, objectNumber), data)
  /** A string inside an object's dictionary, encrypted with that object's key, as hex. */
  const secretString = (objectNumber: number, text: string) =>
    `<${encrypt(objectNumber, Buffer.from(text, 'latin1')).toString('hex')}>`

  const used = new Set<string>()
  const pages = new Pages(report, used)
  pages.text(report.title, PAGE.margin, PAGE.height - PAGE.margin - 30, 20, '0', true)
  pages.block({ type: 'space', height: 24 })
  for (const block of report.blocks) pages.block(block)
  pages.finish()

  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Korean font, 5 its CIDFont, 6 its ToUnicode,
  // 7 its descriptor, then a page and its content stream for each page, then the Encrypt dict.
  const pageCount = pages.streams.length
  const pageObject = (index: number) => 8 + index * 2
  const encryptObject = 8 + pageCount * 2
  const stream = (objectNumber: number, content: string) => {
    const data = encrypt(objectNumber, Buffer.from(content, 'latin1'))
    return Buffer.concat([Buffer.from(`<< /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')])
  }

  const objects = new Map<number, Buffer>([
    [1, Buffer.from('<< /Type /Catalog /Pages 2 0 R >>')],
    [
      2,
      Buffer.from(
        `<< /Type /Pages /Kids [${pages.streams.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pageCount} >>`,
      ),
    ],
    [3, Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')],
    [
      4,
      Buffer.from(
        '<< /Type /Font /Subtype /Type0 /BaseFont /HYGoThic-Medium /Encoding /UniKS-UCS2-H /DescendantFonts [5 0 R] /ToUnicode 6 0 R >>',
      ),
    ],
    [
      5,
      Buffer.from(
        `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /HYGoThic-Medium /CIDSystemInfo << /Registry ${secretString(5, 'Adobe')} /Ordering ${secretString(5, 'Korea1')} /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 >>`,
      ),
    ],
    [6, stream(6, toUnicodeCMap(used))],
    [
      7,
      Buffer.from(
        '<< /Type /FontDescriptor /FontName /HYGoThic-Medium /Flags 4 /FontBBox [-6 -145 1003 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
      ),
    ],
  ])
  pages.streams.forEach((ops, index) => {
    const page = pageObject(index)
    objects.set(
      page,
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${page + 1} 0 R >>`,
      ),
    )
    objects.set(page + 1, stream(page + 1, ops.join('\n')))
  })
  objects.set(
    encryptObject,
    Buffer.from(
      `<< /Filter /Standard /V 2 /R 3 /Length 128 /P ${PERMISSIONS} /O <${o.toString('hex')}> /U <${u.toString('hex')}> >>`,
    ),
  )

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')]
  const offsets: number[] = []
  let length = chunks[0]!.length
  for (let number = 1; number <= encryptObject; number++) {
    offsets.push(length)
    const chunk = Buffer.concat([Buffer.from(`${number} 0 obj\n`), objects.get(number)!, Buffer.from('\nendobj\n')])
    chunks.push(chunk)
    length += chunk.length
  }
  const xref = [
    'xref',
    `0 ${encryptObject + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${encryptObject + 1} /Root 1 0 R /Encrypt ${encryptObject} 0 R /ID [<${fileId.toString('hex')}> <${fileId.toString('hex')}>] >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n')
  chunks.push(Buffer.from(xref, 'latin1'))
  return Buffer.concat(chunks)
}
