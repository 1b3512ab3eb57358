/**
 * The spec's rules for adding a family account (section 5), checked on the phone before anything
 * is sent; the server checks them again and its refusals are shown as they come.
 */
import type { MultiAccount, MultiAccountList, Relation, VerifiedPerson } from '@/api/generated/account/model'
import { ageFromBirthDate8, CHILD_AGE_LIMIT } from '@/shared/lib/person'
import { validation } from '@/shared/messages/validation'
import { toBirthDate8 } from './validation'

/** The relations a family member can have (SELF is the main account itself). */
export const FAMILY_RELATIONS = ['SPOUSE', 'CHILD', 'PARENT', 'SIBLING', 'OTHER'] as const satisfies readonly Relation[]

export interface FamilyMemberInput {
  userName: string
  /** YYYYMMDD */
  birthDate: string
}

/** Under 14 a child uses the app only through a parent's account: the guardian's details are needed. */
export function needsGuardian(birthDate8: string, today: string): boolean {
  const age = ageFromBirthDate8(birthDate8, today)
  return !Number.isNaN(age) && age < CHILD_AGE_LIMIT
}

const sameName = (a: string, b: string) => a.replace(/\s/g, '') === b.replace(/\s/g, '')

/** The main account holder cannot add themselves (same name and birth date). */
export function isOwnAccount(main: { userName: string; birthDate: string }, member: FamilyMemberInput): boolean {
  return sameName(main.userName, member.userName) && toBirthDate8(main.birthDate) === member.birthDate.trim()
}

/** The identity verification must be the family member's own: same name and birth date. */
export function identityMatches(identity: Pick<VerifiedPerson, 'userName' | 'birthDate'>, member: FamilyMemberInput) {
  return sameName(identity.userName, member.userName) && identity.birthDate === member.birthDate.trim()
}

/**
 * The rule a new family member breaks, as the message to show, or null when none: own account,
 * then (14 and over) a verification that is not theirs.
 */
export function familyRuleViolation(
  main: { userName: string; birthDate: string },
  member: FamilyMemberInput,
  identity: Pick<VerifiedPerson, 'userName' | 'birthDate'> | null,
): string | null {
  if (isOwnAccount(main, member)) return validation.ownAccount
  if (identity && !identityMatches(identity, member)) return validation.identityMismatch
  return null
}

/** The family members (not the main account) of the list. */
export const familyMembers = (list: MultiAccountList): MultiAccount[] => list.accounts.filter((a) => a.isMain !== 'Y')

/** The main account of the list (the server puts it first). */
export const mainAccountOf = (list: MultiAccountList): MultiAccount | undefined =>
  list.accounts.find((a) => a.userId === list.mainUserId) ?? list.accounts.find((a) => a.isMain === 'Y')

/** The member just added: in the new list, not in the old one, with the name and birth date entered. */
export function findAddedMember(
  before: MultiAccountList | undefined,
  after: MultiAccountList,
  member: FamilyMemberInput,
): MultiAccount | undefined {
  const known = new Set(before?.accounts.map((a) => a.userId) ?? [])
  const candidates = familyMembers(after).filter(
    (a) => sameName(a.userName, member.userName) && toBirthDate8(a.birthDate) === member.birthDate.trim(),
  )
  return candidates.find((a) => !known.has(a.userId)) ?? candidates.at(-1)
}
