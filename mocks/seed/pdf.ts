/**
 * Builds the checkup report PDFs the sandbox serves: a one-page PDF encrypted with the PDF
 * standard security handler (revision 3, 128-bit RC4), opened with the patient's birth date
 * (8 digits) as the user password, as the real reports are. Runs in Node at seed time only.
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

const escapeText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`)

export interface ReportPdf {
  title: string
  lines: string[]
  /** The user password: the patient's birth date, YYYYMMDD. */
  password: string
  /** Seeds the file id, so the same report always gives the same bytes. */
  fileKey: string
}

export function buildEncryptedPdf({ title, lines, password, fileKey }: ReportPdf): Buffer {
  const fileId = md5(Buffer.from(fileKey))
  const { o, u, key } = securityValues(password, `owner-${fileKey}`, fileId)

  const text = [
    'BT /F1 20 Tf 56 780 Td',
    `(${escapeText(title)}) Tj`,
    '/F1 12 Tf 0 -34 Td 16 TL',
    ...lines.map((line) => `(${escapeText(line)}) '`),
    'ET',
  ].join('\n')
  const encryptedContent = rc4(objectKey(key, 4), Buffer.from(text, 'latin1'))

  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${encryptedContent.length} >>\nstream\n`),
      encryptedContent,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.from(
      `<< /Filter /Standard /V 2 /R 3 /Length 128 /P ${PERMISSIONS} /O <${o.toString('hex')}> /U <${u.toString('hex')}> >>`,
    ),
  ]

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')]
  const offsets: number[] = []
  let length = chunks[0]!.length
  objects.forEach((body, index) => {
    offsets.push(length)
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')])
    chunks.push(chunk)
    length += chunk.length
  })
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${fileId.toString('hex')}> <${fileId.toString('hex')}>] >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n')
  chunks.push(Buffer.from(xref, 'latin1'))
  return Buffer.concat(chunks)
}
