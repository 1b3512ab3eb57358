/**
 * A receipt as a picture (PNG), drawn in the browser: what a patient saves or sends for a private
 * insurance claim. Loaded on the tap that asks for it. The rows are the receipt's own words and
 * figures, laid out label left and value right, with the hospital's name on top.
 */
export interface ReceiptPicture {
  hospital: string
  title: string
  /** Label and value rows; an empty label starts a new block under a rule. */
  rows: ReadonlyArray<readonly [string, string]>
  footnote: string
}

const WIDTH = 720
const PAD = 48
const LINE = 44

function fontFamily(): string {
  return getComputedStyle(document.body).fontFamily || 'sans-serif'
}

/** Splits a value that would run past `max` px into lines (at spaces when it can). */
function wrap(context: CanvasRenderingContext2D, text: string, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word
    if (context.measureText(next).width <= max || !line) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

export async function receiptPicture({ hospital, title, rows, footnote }: ReceiptPicture): Promise<Blob> {
  const family = fontFamily()
  const canvas = document.createElement('canvas')
  const measure = canvas.getContext('2d')
  if (!measure) throw new Error('no canvas')
  measure.font = `28px ${family}`
  const valueWidth = WIDTH - PAD * 2 - 200
  const laid = rows.map(([label, value]) => ({ label, lines: label ? wrap(measure, value, valueWidth) : [] }))
  const height = PAD * 2 + 140 + laid.reduce((sum, row) => sum + (row.label ? row.lines.length * LINE : 24), 0) + 80
  canvas.width = WIDTH
  canvas.height = height
  const context = canvas.getContext('2d')!
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, WIDTH, height)
  context.fillStyle = '#111111'
  context.textBaseline = 'top'
  context.font = `bold 30px ${family}`
  context.fillText(hospital, PAD, PAD)
  context.font = `bold 40px ${family}`
  context.fillText(title, PAD, PAD + 48)
  let y = PAD + 140
  const rule = () => {
    context.fillStyle = '#cccccc'
    context.fillRect(PAD, y, WIDTH - PAD * 2, 2)
    context.fillStyle = '#111111'
  }
  rule()
  y += 24
  for (const row of laid) {
    if (!row.label) {
      rule()
      y += 24
      continue
    }
    context.font = `28px ${family}`
    context.fillStyle = '#555555'
    context.fillText(row.label, PAD, y)
    context.fillStyle = '#111111'
    context.textAlign = 'right'
    for (const [i, text] of row.lines.entries()) context.fillText(text, WIDTH - PAD, y + i * LINE)
    context.textAlign = 'left'
    y += row.lines.length * LINE
  }
  rule()
  context.font = `22px ${family}`
  context.fillStyle = '#555555'
  context.fillText(footnote, PAD, y + 24)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no picture'))), 'image/png'),
  )
}
