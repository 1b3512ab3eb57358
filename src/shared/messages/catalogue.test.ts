/**
 * Rules every word of the catalogue keeps, checked on the catalogue's own
 * files and the content pages: the 12-hour clock read the way the app writes it, the correct
 * units, and no phrase that reads two ways.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '..', '..')

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && ending.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

const catalogue = filesUnder(join(SRC, 'shared', 'messages'), /\.ts$/)
const contentPages = filesUnder(join(SRC, 'features'), /\.md$/)
const textOf = (files: string[]) => files.map((file) => ({ file, text: readFileSync(file, 'utf8') }))

/** "오전 9:00 ~ 오후 12:30": a range whose end takes the start's 오전/오후 when it has none. */
const RANGE = /(오전|오후) (\d{1,2}):(\d{2}) ?\\?~ ?(?:(오전|오후) )?(\d{1,2}):(\d{2})/g

/** Minutes after midnight of a 12-hour time: 오전 12:xx is after midnight, 오후 12:xx is noon. */
const minutesOf = (period: string, hour: number, minute: number) =>
  ((hour % 12) + (period === '오후' ? 12 : 0)) * 60 + minute

describe('the catalogue’s words', () => {
  it('write time ranges by the app’s 12-hour rule (a range never runs backwards: "오전 9:00~12:30" is wrong)', () => {
    const backwards: string[] = []
    for (const { file, text } of textOf([...catalogue, ...contentPages])) {
      for (const match of text.matchAll(RANGE)) {
        const [found, startPeriod, startHour, startMinute, endPeriod, endHour, endMinute] = match
        const start = minutesOf(startPeriod!, Number(startHour), Number(startMinute))
        const end = minutesOf(endPeriod ?? startPeriod!, Number(endHour), Number(endMinute))
        if (end <= start) backwards.push(`${file.slice(SRC.length)}: ${found}`)
      }
    }
    expect(backwards).toEqual([])
  })

  it('write blood pressure and blood sugar units correctly (mmHg, mg/dL), never as the spec spells them', () => {
    const wrong = textOf(catalogue).filter(({ text }) => /mmHG|mg\/DL/.test(text.replace(/\/\*[\s\S]*?\*\//g, '')))
    expect(wrong.map(({ file }) => file)).toEqual([])
  })

  it('never count medicines as "약 N가지" (it reads as "about N")', () => {
    const ambiguous = textOf(catalogue).filter(({ text }) => /[`'\s]약 (\$\{[^}]*\}|\d+)가지/.test(text))
    expect(ambiguous.map(({ file }) => file)).toEqual([])
  })

  it('say 도착확인 as the button does (not 도착 알림), and call no patient 고객님', () => {
    const off = textOf(catalogue).filter(({ text }) => /도착 알림|고객님/.test(text))
    expect(off.map(({ file }) => file)).toEqual([])
  })
})
