import { describe, expect, it } from 'vitest'
import { distanceMeters, roundDistance } from './geo'

describe('roundDistance', () => {
  it('gives metres under 1 km, up to the next 10 m (never inside the 50 m range)', () => {
    expect(roundDistance(51)).toEqual({ value: 60, unit: 'm' })
    expect(roundDistance(120)).toEqual({ value: 120, unit: 'm' })
    expect(roundDistance(987)).toEqual({ value: 990, unit: 'm' })
  })

  it('gives km with one decimal from 1 km', () => {
    expect(roundDistance(995)).toEqual({ value: 1, unit: 'km' })
    expect(roundDistance(1000)).toEqual({ value: 1, unit: 'km' })
    expect(roundDistance(3240)).toEqual({ value: 3.2, unit: 'km' })
    expect(roundDistance(3250)).toEqual({ value: 3.3, unit: 'km' })
  })

  it('gives whole km from 10 km', () => {
    expect(roundDistance(9960)).toEqual({ value: 10, unit: 'km' })
    expect(roundDistance(42_400)).toEqual({ value: 42, unit: 'km' })
  })
})

describe('distanceMeters', () => {
  it('measures 0.009° of latitude as about 1 km', () => {
    const here = { latitude: 37.5612, longitude: 127.0379 }
    expect(distanceMeters(here, { ...here, latitude: here.latitude + 0.009 })).toBeCloseTo(1000.8, 0)
  })
})
