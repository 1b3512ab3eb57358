import { describe, expect, it } from 'vitest'
import { validation } from '@/shared/messages/validation'
import {
  checkBirthDate8,
  checkName,
  checkPhone,
  phoneDigitsOf,
  residentNumberMatchesBirthDate,
  checkResidentBack,
  checkResidentFront,
  checkResidentNumber,
  checkText,
  digitsOf,
  isCalendarDate8,
  joinResidentNumber,
  toBirthDate8,
  toIsoDate,
} from './validation'

const TODAY = '2026-11-23'

describe('name', () => {
  it('is required (spaces alone do not count)', () => {
    expect(checkName('')).toBe(validation.nameRequired)
    expect(checkName('   ')).toBe(validation.nameRequired)
    expect(checkName('배수진')).toBe(true)
  })
})

describe('resident registration number (6 + 7)', () => {
  it('is required', () => {
    expect(checkResidentFront('')).toBe(validation.residentNumberRequired)
    expect(checkResidentBack('')).toBe(validation.residentNumberRequired)
  })

  it('takes digits only', () => {
    expect(checkResidentFront('90120a')).toBe(validation.residentNumberDigits)
    expect(checkResidentBack('2-23456')).toBe(validation.residentNumberDigits)
  })

  it('must be entered in full', () => {
    expect(checkResidentFront('90120')).toBe(validation.residentNumberIncomplete)
    expect(checkResidentBack('212345')).toBe(validation.residentNumberIncomplete)
    expect(checkResidentBack('21234567')).toBe(validation.residentNumberIncomplete)
  })

  it('accepts 6 and 7 digits and joins them into 13', () => {
    expect(checkResidentFront('901203')).toBe(true)
    expect(checkResidentBack('2123456')).toBe(true)
    expect(joinResidentNumber(' 901203', '2123456 ')).toBe('9012032123456')
  })
})

describe('the resident registration number as a whole (its birth date)', () => {
  it('takes a real birth date with a known 7th digit', () => {
    expect(checkResidentNumber('850515', '2234567', TODAY)).toBe(true)
    expect(checkResidentNumber('150303', '3234567', TODAY)).toBe(true)
  })
  it('refuses a day that does not exist, a 7th digit of 0 or 9, or a birth after today', () => {
    expect(checkResidentNumber('851315', '1234567', TODAY)).toBe(validation.residentNumberInvalid)
    expect(checkResidentNumber('850230', '1234567', TODAY)).toBe(validation.residentNumberInvalid)
    expect(checkResidentNumber('850515', '9234567', TODAY)).toBe(validation.residentNumberInvalid)
    expect(checkResidentNumber('850515', '0234567', TODAY)).toBe(validation.residentNumberInvalid)
    expect(checkResidentNumber('261124', '3234567', TODAY)).toBe(validation.residentNumberInvalid)
  })
  it('says first what is missing in either part', () => {
    expect(checkResidentNumber('', '1234567', TODAY)).toBe(validation.residentNumberRequired)
    expect(checkResidentNumber('850515', '12', TODAY)).toBe(validation.residentNumberIncomplete)
  })
})

describe('birth date of 8 digits', () => {
  it('is required, digits only and complete', () => {
    expect(checkBirthDate8('', TODAY)).toBe(validation.birthDateRequired)
    expect(checkBirthDate8('1934.05', TODAY)).toBe(validation.birthDateDigits)
    expect(checkBirthDate8('193405', TODAY)).toBe(validation.birthDateIncomplete)
  })

  it('must be a real day, not in the future', () => {
    expect(checkBirthDate8('19340231', TODAY)).toBe(validation.birthDateInvalid)
    expect(checkBirthDate8('20261124', TODAY)).toBe(validation.birthDateInvalid)
    expect(checkBirthDate8('18991231', TODAY)).toBe(validation.birthDateInvalid)
    expect(checkBirthDate8('19340502', TODAY)).toBe(true)
    expect(checkBirthDate8('20261123', TODAY)).toBe(true)
  })

  it('knows leap years', () => {
    expect(isCalendarDate8('20160229')).toBe(true)
    expect(isCalendarDate8('20150229')).toBe(false)
  })
})

describe('phone number change', () => {
  it('is required and digits only', () => {
    expect(checkPhone('')).toBe(validation.phoneRequired)
    expect(checkPhone(' - ')).toBe(validation.phoneRequired)
    expect(checkPhone('010-98ab-5432')).toBe(validation.phoneDigits)
    expect(checkPhone('010_9876_5432')).toBe(validation.phoneDigits)
  })

  it('takes the digits of a number typed with dashes, spaces or dots', () => {
    for (const typed of ['010-9876-5432', '010 9876 5432', '010.9876.5432', ' 010-9876-5432 ']) {
      expect(checkPhone(typed)).toBe(true)
      expect(phoneDigitsOf(typed)).toBe('01098765432')
    }
    expect(checkPhone('010-9876-543')).toBe(validation.phoneInvalid)
  })

  it('needs at least 11 digits of a mobile number', () => {
    expect(checkPhone('0109876543')).toBe(validation.phoneInvalid)
    expect(checkPhone('02987654321')).toBe(validation.phoneInvalid)
    expect(checkPhone('01098765432')).toBe(true)
  })

  it('digitsOf strips dashes and spaces', () => {
    expect(digitsOf('010-9876 5432')).toBe('01098765432')
  })
})

describe('free text', () => {
  it('can be required and has a maximum', () => {
    expect(checkText(' ', { required: '필수', max: 5 })).toBe('필수')
    expect(checkText('', { required: false, max: 5 })).toBe(true)
    expect(checkText('123456', { required: false, max: 5 })).toBe(validation.tooLong(5))
  })
})

describe('dates', () => {
  it('converts between YYYY-MM-DD and YYYYMMDD', () => {
    expect(toBirthDate8('1934-05-02')).toBe('19340502')
    expect(toIsoDate('19340502')).toBe('1934-05-02')
  })
})

describe('the resident number against the birth date the app knows', () => {
  it('matches when the first six digits and the century digit give that day', () => {
    expect(residentNumberMatchesBirthDate('901203', '2123456', '1990-12-03')).toBe(true)
    expect(residentNumberMatchesBirthDate('160830', '4123456', '2016-08-30')).toBe(true)
  })

  it('does not match a typo in the date, or the wrong century', () => {
    expect(residentNumberMatchesBirthDate('901230', '2123456', '1990-12-03')).toBe(false)
    expect(residentNumberMatchesBirthDate('901203', '4123456', '1990-12-03')).toBe(false)
  })
})
