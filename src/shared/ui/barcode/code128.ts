// JsBarcode's own CODE128 encoder in code set C (two digits a symbol: what its automatic choice
// picks for a patient number, 8 digits by the contracts), without the other symbologies and the
// renderers its entry point brings: the card is in the first load (it must open with no
// connection), and the bars are a handful of rectangles drawn by Barcode.tsx.
import * as encoderModule from 'jsbarcode/bin/barcodes/CODE128/CODE128C.js'

// A CommonJS module marked __esModule: the app's build reads it by Node's rule (the package is
// "type": "module": the default is the whole `exports`), Vitest by Babel's (the default is
// `exports.default`). The encoder is the class either way.
const imported = encoderModule.default
const CODE128C = 'default' in imported ? imported.default : imported

export interface Bar {
  /** Where the bar starts, in modules from the left. */
  x: number
  /** How wide it is, in modules. */
  width: number
}

/**
 * The bars of a CODE128 symbol of `value` (an even number of digits) and its width in modules
 * (quiet zones not included); null for a value code set C cannot carry.
 */
export function code128(value: string): { bars: Bar[]; modules: number } | null {
  if (!/^(\d\d)+$/.test(value)) return null
  const encoder = new CODE128C(value, {})
  if (!encoder.valid()) return null
  const { data } = encoder.encode()
  const bars: Bar[] = []
  for (const run of data.matchAll(/1+/g)) bars.push({ x: run.index, width: run[0].length })
  return { bars, modules: data.length }
}
