/**
 * An unencrypted PDF of the same layout as the checkup reports (./pdf-layout.ts): the visit
 * documents the sandbox issues on demand (receipt, itemised statement, confirmations, the year's
 * payment confirmation). Built from strings alone, so it runs in the browser's sandbox as in
 * Node: every byte is ASCII (Korean goes in as UCS-2 hex), so a string's length is its size.
 */
import { PAGE, Pages, type ReportBlock, toUnicodeCMap } from './pdf-layout'

export interface PlainPdf {
  header: string
  title: string
  blocks: ReportBlock[]
  footer: string
}

export function buildPlainPdf(doc: PlainPdf): Uint8Array {
  const used = new Set<string>()
  const pages = new Pages({ ...doc, password: '', fileKey: '' }, used)
  pages.text(doc.title, PAGE.margin, PAGE.height - PAGE.margin - 30, 20, '0', true)
  pages.block({ type: 'space', height: 24 })
  for (const block of doc.blocks) pages.block(block)
  pages.finish()

  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Korean font, 5 its CIDFont, 6 its ToUnicode,
  // 7 its descriptor, then a page and its content stream for each page.
  const pageObject = (index: number) => 8 + index * 2
  const stream = (content: string) => `<< /Length ${content.length} >>\nstream\n${content}\nendstream`
  const objects = new Map<number, string>([
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [
      2,
      `<< /Type /Pages /Kids [${pages.streams.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pages.streams.length} >>`,
    ],
    [3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'],
    [
      4,
      '<< /Type /Font /Subtype /Type0 /BaseFont /HYGoThic-Medium /Encoding /UniKS-UCS2-H /DescendantFonts [5 0 R] /ToUnicode 6 0 R >>',
    ],
    [
      5,
      '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /HYGoThic-Medium /CIDSystemInfo << /Registry (Adobe) /Ordering (Korea1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 >>',
    ],
    [6, stream(toUnicodeCMap(used))],
    [
      7,
      '<< /Type /FontDescriptor /FontName /HYGoThic-Medium /Flags 4 /FontBBox [-6 -145 1003 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    ],
  ])
  pages.streams.forEach((ops, index) => {
    const page = pageObject(index)
    objects.set(
      page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${page + 1} 0 R >>`,
    )
    objects.set(page + 1, stream(ops.join('\n')))
  })
  const last = Math.max(...objects.keys())
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  for (let number = 1; number <= last; number++) {
    offsets.push(out.length)
    out += `${number} 0 obj\n${objects.get(number) ?? 'null'}\nendobj\n`
  }
  const xrefAt = out.length
  out += [
    'xref',
    `0 ${last + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${last + 1} /Root 1 0 R >>`,
    'startxref',
    String(xrefAt),
    '%%EOF',
    '',
  ].join('\n')
  return new TextEncoder().encode(out)
}
