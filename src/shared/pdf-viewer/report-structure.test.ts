import { describe, expect, it } from 'vitest'
import { type PositionedText, structureReport } from './report-structure'

/** A piece of text as pdf.js gives it; widths as a Korean font sets them (one em a letter). */
const at = (text: string, x: number, y: number, size = 10): PositionedText => ({
  text,
  x,
  y,
  size,
  width: [...text].reduce((sum, ch) => sum + (ch.charCodeAt(0) < 0x80 ? 0.55 : 1), 0) * size,
})

const header = (page: number, pages: number, y = 794) => [
  at('한빛대학교병원 건강증진센터', 48, y, 9),
  at('이 결과지는 생년월일 8자리로 잠겨 있습니다.', 48, 48, 8),
  at(`${page} / ${pages}`, 517, 48, 8),
]

describe('structureReport', () => {
  it('gives the patient facts as label/value pairs, not one run of text', () => {
    const blocks = structureReport([
      [
        ...header(1, 1),
        at('성명', 48, 754),
        at('최지은', 118, 754, 10.5),
        at('환자번호', 297.5, 754),
        at('10456789', 367.5, 754, 10.5),
        at('생년월일', 48, 736),
        at('1975.01.09', 118, 736, 10.5),
      ],
    ])
    expect(blocks).toContainEqual({
      type: 'facts',
      facts: [
        ['성명', '최지은'],
        ['환자번호', '10456789'],
        ['생년월일', '1975.01.09'],
      ],
    })
  })

  it('tells headings from a larger line that is said once, and joins a wrapped paragraph', () => {
    const long = '가'.repeat(45)
    const blocks = structureReport([
      [
        at('종합 판정', 48, 700, 13),
        at('정상 B (경계)', 48, 680, 14),
        at(long, 48, 660, 10.5),
        at('이어지는 줄입니다.', 48, 643, 10.5),
        at('의사 소견', 48, 610, 13),
        at('혈액검사', 48, 590, 10.5),
        at('공복혈당이 조금 높습니다.', 48, 573, 10.5),
        at('항목별 결과', 48, 540, 13),
      ],
    ])
    expect(blocks).toEqual([
      { type: 'heading', text: '종합 판정' },
      { type: 'paragraph', text: '정상 B (경계)', emphasis: true },
      { type: 'paragraph', text: `${long} 이어지는 줄입니다.`, emphasis: false },
      { type: 'heading', text: '의사 소견' },
      // A short line ends its paragraph: the category is not run into its opinion.
      { type: 'paragraph', text: '혈액검사', emphasis: false },
      { type: 'paragraph', text: '공복혈당이 조금 높습니다.', emphasis: false },
      { type: 'heading', text: '항목별 결과' },
    ])
  })

  it('reads a table by its columns, an empty cell kept in its place, across pages', () => {
    const columns = [52, 127, 262, 386, 456, 516]
    const row = (y: number, cells: Array<string | undefined>) =>
      cells.flatMap((text, i) => (text ? [at(text, columns[i]!, y, 9.5)] : []))
    const titles = ['구분', '항목', '결과', '단위', '참고치', '판정']
    const blocks = structureReport([
      [
        ...header(1, 2),
        ...row(700, titles),
        ...row(680, ['혈액검사', '공복혈당', '104', 'mg/dL', '70~99', '경계']),
        // A unit too long for its column runs up to the next one: still two cells.
        at('mL/min/1.73m²', 386, 670, 9.5),
        at('60~', 456, 670, 9.5),
        at('사구체여과율', 127, 670, 9.5),
        ...row(660, [undefined, '총콜레스테롤', '182', 'mg/dL', '~199', '정상']),
      ],
      [
        ...header(2, 2),
        ...row(754, titles),
        ...row(734, ['소변검사', '요단백', '음성', undefined, '음성', '정상']),
        at('결과 상담은 건강증진센터로 예약해 주세요.', 48, 700, 9.5),
      ],
    ])
    expect(blocks).toEqual([
      { type: 'paragraph', text: '한빛대학교병원 건강증진센터', emphasis: false },
      {
        type: 'table',
        columns: titles,
        rows: [
          ['혈액검사', '공복혈당', '104', 'mg/dL', '70~99', '경계'],
          ['', '사구체여과율', '', 'mL/min/1.73m²', '60~', ''],
          ['', '총콜레스테롤', '182', 'mg/dL', '~199', '정상'],
          ['소변검사', '요단백', '음성', '', '음성', '정상'],
        ],
      },
      { type: 'paragraph', text: '결과 상담은 건강증진센터로 예약해 주세요.', emphasis: false },
      // What every page repeats is said once, at its place; the page numbers not at all.
      { type: 'paragraph', text: '이 결과지는 생년월일 8자리로 잠겨 있습니다.', emphasis: false },
    ])
  })

  it('starts a new paragraph where the lines stand farther apart than wrapped lines', () => {
    const long = '가'.repeat(45)
    const blocks = structureReport([
      [at(long, 48, 700, 10.5), at('위', 48, 679, 10.5), at('위염은 흔한 소견입니다.', 48, 662, 10.5)],
    ])
    expect(blocks.map((b) => (b.type === 'paragraph' ? b.text : b.type))).toEqual([
      long,
      '위',
      '위염은 흔한 소견입니다.',
    ])
  })

  it('keeps Latin and Korean runs of one line together', () => {
    const blocks = structureReport([[at('판정의 ', 48, 500, 10.5), at('(가정의학과)', 84, 500, 10.5)]])
    expect(blocks).toEqual([{ type: 'paragraph', text: '판정의 (가정의학과)', emphasis: false }])
  })

  it('is nothing for a report without text', () => {
    expect(structureReport([])).toEqual([])
    expect(structureReport([[at('  ', 48, 500)]])).toEqual([])
  })
})
