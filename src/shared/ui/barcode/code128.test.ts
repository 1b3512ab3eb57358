/**
 * The card's bars: JsBarcode's CODE128 encoder, drawn by the app. What a scanner at the desk needs:
 * a patient number in code set C (start C, two digits a symbol, checksum, stop), every module of
 * the encoder's pattern drawn as a bar or a gap, and nothing drawn for a value CODE128 cannot carry.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { code128 } from './code128'

/** The modules of the bars: 1 for black, 0 for white. */
function modulesOf(value: string): string {
  const { bars, modules } = code128(value)!
  const row = Array<string>(modules).fill('0')
  for (const bar of bars) row.fill('1', bar.x, bar.x + bar.width)
  return row.join('')
}

const START_C = '11010011100'
const STOP = '1100011101011'

describe('the card’s CODE128', () => {
  it('draws a patient number in code set C: start C, four digit pairs, checksum, stop', () => {
    const modules = modulesOf('10234567')
    expect(modules).toHaveLength(11 * 6 + 13)
    expect(modules.startsWith(START_C)).toBe(true)
    expect(modules.endsWith(STOP)).toBe(true)
    // The pair "10" is symbol 10: 11001000100 (ISO/IEC 15417, table 1).
    expect(modules.slice(11, 22)).toBe('11001000100')
  })

  it('starts and ends every bar where the pattern turns (never two bars touching)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^([0-9]{2}){1,10}$/), (text) => {
        const { bars, modules } = code128(text)!
        expect(bars[0]!.x).toBe(0)
        expect(bars.at(-1)!.x + bars.at(-1)!.width).toBe(modules)
        bars.slice(1).forEach((bar, i) => expect(bar.x).toBeGreaterThan(bars[i]!.x + bars[i]!.width))
        expect(modulesOf(text).endsWith(STOP)).toBe(true)
      }),
    )
  })

  it('draws nothing for what code set C cannot carry (no number, an odd count, letters)', () => {
    for (const value of ['', '-', '1234567', '환자번호', '1234abcd']) expect(code128(value)).toBeNull()
  })
})
