import { describe, expect, it } from 'vitest'
import { changeBetween, directionOf, judgementCounts, parseRange, parseValue, scaleFor } from './reference-range'

describe('parseRange', () => {
  it('reads the ways the hospital writes a reference range', () => {
    expect(parseRange('70~99')).toMatchObject({ low: 70, high: 99 })
    expect(parseRange('0.5~1.1')).toMatchObject({ low: 0.5, high: 1.1 })
    expect(parseRange('~119')).toEqual({ high: 119, highText: '119' })
    expect(parseRange('40~')).toEqual({ low: 40, lowText: '40' })
    expect(parseRange(' 18.5 ~ 22.9 ')).toMatchObject({ low: 18.5, high: 22.9 })
    // The ends keep their writing for the labels.
    expect(parseRange('4.0~5.6')).toEqual({ low: 4, high: 5.6, lowText: '4.0', highText: '5.6' })
  })

  it('is no range for words or nothing', () => {
    expect(parseRange('음성')).toBeUndefined()
    expect(parseRange('~')).toBeUndefined()
    expect(parseRange(undefined)).toBeUndefined()
    expect(parseRange('~119/79')).toBeUndefined()
  })
})

describe('parseValue', () => {
  it('reads plain numbers only', () => {
    expect(parseValue('98')).toBe(98)
    expect(parseValue('0.7')).toBe(0.7)
    expect(parseValue('124/78')).toBeUndefined()
    expect(parseValue('이상 소견 없음')).toBeUndefined()
  })
})

describe('directionOf', () => {
  it('says which side of the range a value is on', () => {
    expect(directionOf(52, { low: 0, high: 35 })).toBe('high')
    expect(directionOf(11.5, { low: 12, high: 16 })).toBe('low')
    expect(directionOf(99, { low: 70, high: 99 })).toBe('within')
    expect(directionOf(35, { low: 40 })).toBe('low')
    expect(directionOf(124, { high: 119 })).toBe('high')
  })
})

describe('scaleFor', () => {
  it('puts the band in the middle with room on both sides, starting at 0 for counts', () => {
    const scale = scaleFor(98, { low: 70, high: 99 })
    // 70~99: span 29, track 52.6 to 116.4
    expect(scale.band.start).toBeCloseTo(27.3, 1)
    expect(scale.band.end).toBeCloseTo(72.7, 1)
    expect(scale.marker).toBeGreaterThan(scale.band.start)
    expect(scale.marker).toBeLessThan(scale.band.end)
    expect(scale.beyond).toBeUndefined()
    // 0~40 would start below zero: the track starts at 0.
    expect(scaleFor(46, { low: 0, high: 40 }).band.start).toBe(0)
  })

  it('draws a value above the range to the right of the band', () => {
    const scale = scaleFor(52, { low: 0, high: 35 })
    expect(scale.marker).toBeGreaterThan(scale.band.end)
  })

  it('keeps a value far off the track at its edge and says so', () => {
    expect(scaleFor(400, { low: 0, high: 35 })).toMatchObject({ marker: 98, beyond: 'high' })
    expect(scaleFor(1, { low: 60 })).toMatchObject({ marker: 2, beyond: 'low' })
  })

  it('draws a range open on one side as half the track', () => {
    expect(scaleFor(124, { high: 119 }).band).toEqual({ start: 0, end: 50 })
    const open = scaleFor(55, { low: 40 }).band
    expect(open.start).toBeCloseTo(33.3, 1)
    expect(open.end).toBe(100)
  })
})

describe('changeBetween', () => {
  it('gives the direction and the amount as the values are written', () => {
    expect(changeBetween('21', '52')).toEqual({ direction: 'up', amount: '31' })
    expect(changeBetween('0.7', '0.8')).toEqual({ direction: 'up', amount: '0.1' })
    expect(changeBetween('13.1', '12.8')).toEqual({ direction: 'down', amount: '0.3' })
    expect(changeBetween('98', '98')).toEqual({ direction: 'same', amount: '0' })
  })

  it('has nothing to say without two numbers', () => {
    expect(changeBetween(undefined, '52')).toBeUndefined()
    expect(changeBetween('음성', '음성')).toBeUndefined()
  })
})

describe('judgementCounts', () => {
  it('counts each judgement', () => {
    expect(
      judgementCounts([
        { judgement: 'NORMAL' },
        { judgement: 'ABNORMAL' },
        { judgement: 'NORMAL' },
        { judgement: 'CAUTION' },
      ]),
    ).toEqual({ NORMAL: 2, CAUTION: 1, ABNORMAL: 1 })
  })
})
