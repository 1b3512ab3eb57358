import { describe, expect, it } from 'vitest'
import { FREE_PARKING_HOURS } from '@/shared/config/constants'
import { freeParkingRows } from './free-parking'

describe('freeParkingRows', () => {
  it('has one row per category of the constants, with their hours', () => {
    const rows = freeParkingRows()
    expect(Object.fromEntries(rows.map((row) => [row.category, row.hours]))).toEqual(FREE_PARKING_HOURS)
  })

  it('reads patients first and visitors last, each with a Korean name and who it is for', () => {
    const rows = freeParkingRows()
    expect(rows.map((row) => row.label)).toEqual([
      '외래 진료',
      '입원·퇴원·당일수술',
      '일반검진',
      '종합검진',
      '방문 차량',
    ])
    for (const row of rows) expect(row.who.length).toBeGreaterThan(5)
  })
})
