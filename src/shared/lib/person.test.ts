import { describe, expect, it } from 'vitest'
import { ageFromBirthDate8, birthDateFromResidentNumber, formatPhone, hasPatientNo, maskName } from './person'

describe('birth date from the resident registration number (spec section 5)', () => {
  it.each([
    ['8505151234567', '19850515'],
    ['8505152234567', '19850515'],
    ['1503033234567', '20150303'],
    ['1503034234567', '20150303'],
    ['0101017234567', '20010101'],
    ['0101018234567', '20010101'],
    ['7712255234567', '19771225'],
    ['7712256234567', '19771225'],
  ])('%s is born %s (7th digit 3, 4, 7, 8: the 2000s)', (number, birth) => {
    expect(birthDateFromResidentNumber(number)).toBe(birth)
  })

  it('reads the number with a dash, or only its first 7 digits', () => {
    expect(birthDateFromResidentNumber('150303-3234567')).toBe('20150303')
    expect(birthDateFromResidentNumber('1503033')).toBe('20150303')
  })

  it('has no answer before the 7th digit', () => {
    expect(birthDateFromResidentNumber('150303')).toBeUndefined()
    expect(birthDateFromResidentNumber('')).toBeUndefined()
  })
})

describe('age from an 8-digit birth date', () => {
  it('counts a year only once the birthday has come', () => {
    expect(ageFromBirthDate8('20121123', '2026-11-23')).toBe(14)
    expect(ageFromBirthDate8('20121124', '2026-11-23')).toBe(13)
  })
  it('is not a number for a malformed date', () => {
    expect(ageFromBirthDate8('2012-11', '2026-11-23')).toBeNaN()
  })
})

describe('the other person helpers', () => {
  it('formats a phone 3-4-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678')
  })
  it('has no patient number for empty or a dash', () => {
    expect(hasPatientNo('-')).toBe(false)
    expect(hasPatientNo(' ')).toBe(false)
    expect(hasPatientNo('10234567')).toBe(true)
  })
  it('hides the middle of a name', () => {
    expect(maskName('이서연')).toBe('이*연')
    expect(maskName('남궁민수')).toBe('남**수')
  })
})
