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
import { PAGE, Pages, type ReportPdf, toUnicodeCMap } from './pdf-layout'

export type { ReportBlock, ReportPdf, ReportTable } from './pdf-layout'

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
