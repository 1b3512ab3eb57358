import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  CAR_NUMBER_MAX_LENGTH,
  CAR_NUMBER_PATTERN_SOURCE,
  carNumberProblem,
  isCarNumber,
  normalizeCarNumber,
  PLATE_LETTERS,
} from './car-number'

describe('normalizeCarNumber', () => {
  it('leaves out spaces and hyphens, as patients type them', () => {
    expect(normalizeCarNumber(' 12 가 3456 ')).toBe('12가3456')
    expect(normalizeCarNumber('서울 12가 3456')).toBe('서울12가3456')
    expect(normalizeCarNumber('123가-4567')).toBe('123가4567')
    expect(normalizeCarNumber('12\u00a0가\t3456')).toBe('12가3456')
  })
})

describe('carNumberProblem', () => {
  it.each([
    '12가3456',
    '123가4567',
    '서울12가3456',
    '경기 34 바 5678',
    '제주99하1234',
    '01수0001',
    '999호9999',
    '34배1234',
    '부산 71 자 2345',
  ])('accepts %s', (plate) => {
    expect(carNumberProblem(plate)).toBeUndefined()
    expect(isCarNumber(plate)).toBe(true)
  })

  it('asks for a number when nothing (or only spaces) was typed', () => {
    expect(carNumberProblem('')).toBe('required')
    expect(carNumberProblem('   ')).toBe('required')
  })

  it.each(['12갸3456', '123각4567', '12힣3456', '서울12쀍3456'])(
    'names the letter when a plate-shaped number has a letter plates never use: %s',
    (plate) => {
      expect(carNumberProblem(plate)).toBe('letter')
    },
  )

  it.each([
    '12Q3456', // a latin letter
    '1가3456', // one digit in front
    '1234가5678', // four digits in front
    '12가345', // three digits after
    '12가34567', // five digits after
    '가3456', // no digits in front
    '서울123가4567', // a region with three digits
    '뉴욕12가3456', // not a region
    '12가3456서울', // region at the end
    '１２가３４５６', // full-width digits
    'ABC',
  ])('refuses %s', (plate) => {
    expect(carNumberProblem(plate)).toBe('format')
  })

  it('knows the 40 letters plates use, each once', () => {
    expect([...PLATE_LETTERS]).toHaveLength(40)
    expect(new Set(PLATE_LETTERS).size).toBe(40)
    for (const letter of ['가', '바', '배', '하', '허', '호', '주']) expect(PLATE_LETTERS).toContain(letter)
    for (const letter of ['갸', '카', '타', '파', '히', '국']) expect(PLATE_LETTERS).not.toContain(letter)
  })
})

describe('the contract says the same as the app', () => {
  const contract = parse(readFileSync(join(import.meta.dirname, '../../../../contracts/common.yaml'), 'utf8')) as {
    components: {
      schemas: Record<
        string,
        { pattern?: string; maxLength?: number; properties?: Record<string, { pattern?: string; maxLength?: number }> }
      >
    }
  }
  const schemas = contract.components.schemas

  it('CarNumber carries the plate rule as its pattern', () => {
    expect(schemas.CarNumber?.pattern).toBe(CAR_NUMBER_PATTERN_SOURCE)
    expect(schemas.CarNumber?.maxLength).toBe(CAR_NUMBER_MAX_LENGTH)
  })

  it('the update request accepts a plate or the empty string (removal), nothing else', () => {
    const field = schemas.CarInfoUpdateRequest?.properties?.carNumber ?? {}
    expect(field.pattern).toBe(`^(?:${CAR_NUMBER_PATTERN_SOURCE.slice(1, -1)})?$`)
    expect(field.maxLength).toBe(CAR_NUMBER_MAX_LENGTH)
    const pattern = new RegExp(field.pattern!)
    expect(pattern.test('')).toBe(true)
    expect(pattern.test('서울12가3456')).toBe(true)
    expect(pattern.test('12갸3456')).toBe(false)
    expect(pattern.test('12가 3456')).toBe(false)
  })
})
