import { describe, expect, it } from 'vitest'
import type { MultiAccountList } from '@/api/generated/account/model'
import { validation } from '@/shared/messages/validation'
import {
  familyMembers,
  familyRuleViolation,
  findAddedMember,
  identityMatches,
  isOwnAccount,
  mainAccountOf,
  needsGuardian,
} from './family'

const TODAY = '2026-11-23'
const main = { userName: '이서연', birthDate: '1958-03-14' }
const mother = { userName: '이순례', birthDate: '19340502' }

describe('under 14 needs the guardian', () => {
  it('counts full years on today', () => {
    expect(needsGuardian('20121124', TODAY)).toBe(true) // 13, a day short of 14
    expect(needsGuardian('20121123', TODAY)).toBe(false) // 14 today
    expect(needsGuardian('19340502', TODAY)).toBe(false)
  })

  it('says nothing for an incomplete birth date', () => {
    expect(needsGuardian('2016', TODAY)).toBe(false)
  })
})

describe('own account cannot be added', () => {
  it('is the same name and birth date as the main account', () => {
    expect(isOwnAccount(main, { userName: '이서연', birthDate: '19580314' })).toBe(true)
    expect(isOwnAccount(main, { userName: '이 서연', birthDate: '19580314' })).toBe(true)
    expect(isOwnAccount(main, mother)).toBe(false)
    expect(isOwnAccount(main, { userName: '이서연', birthDate: '19580315' })).toBe(false)
  })
})

describe('the verification must match', () => {
  it('compares name and birth date', () => {
    expect(identityMatches({ userName: '이순례', birthDate: '19340502' }, mother)).toBe(true)
    expect(identityMatches({ userName: '이서연', birthDate: '19580314' }, mother)).toBe(false)
    expect(identityMatches({ userName: '이순례', birthDate: '19340503' }, mother)).toBe(false)
  })
})

describe('familyRuleViolation', () => {
  it('reports the first broken rule in Korean', () => {
    expect(familyRuleViolation(main, { userName: '이서연', birthDate: '19580314' }, null)).toBe(validation.ownAccount)
    expect(familyRuleViolation(main, mother, { userName: '이서연', birthDate: '19580314' })).toBe(
      validation.identityMismatch,
    )
    expect(familyRuleViolation(main, mother, { userName: '이순례', birthDate: '19340502' })).toBeNull()
    expect(familyRuleViolation(main, { userName: '정하준', birthDate: '20200101' }, null)).toBeNull()
  })
})

const before: MultiAccountList = {
  mainUserId: 'U1001',
  familyCount: 0,
  accounts: [
    {
      userId: 'U1001',
      userName: '이서연',
      patientNo: '10234567',
      birthDate: '1958-03-14',
      relation: 'SELF',
      isMain: 'Y',
    },
  ],
}
const after: MultiAccountList = {
  ...before,
  familyCount: 1,
  accounts: [
    ...before.accounts,
    { userId: 'U2001', userName: '이순례', patientNo: '', birthDate: '1934-05-02', relation: 'PARENT', isMain: 'N' },
  ],
}

describe('lists', () => {
  it('separates the main account from the family', () => {
    expect(mainAccountOf(after)?.userId).toBe('U1001')
    expect(familyMembers(after).map((a) => a.userId)).toEqual(['U2001'])
  })

  it('finds the member just added', () => {
    expect(findAddedMember(before, after, mother)?.userId).toBe('U2001')
    expect(findAddedMember(undefined, after, mother)?.userId).toBe('U2001')
    expect(findAddedMember(before, after, { userName: '김철수', birthDate: '19600101' })).toBeUndefined()
  })
})
