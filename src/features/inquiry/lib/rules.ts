/**
 * The 1:1 inquiry form's rules (the lengths the contract proposes), as checks that answer `true`
 * or the Korean message to show under the field. Lengths count what is left after trimming,
 * which is what is sent.
 */
import { INQUIRY_LIMITS } from '@/shared/config/constants'
import { inquiry } from '@/shared/messages/inquiry'

const { rules } = inquiry

export function checkTitle(value: string): true | string {
  const title = value.trim()
  if (!title) return rules.titleRequired
  if (title.length < INQUIRY_LIMITS.titleMin) return rules.titleTooShort
  if (title.length > INQUIRY_LIMITS.titleMax) return rules.titleTooLong
  return true
}

export function checkBody(value: string): true | string {
  const body = value.trim()
  if (!body) return rules.bodyRequired
  if (body.length < INQUIRY_LIMITS.bodyMin) return rules.bodyTooShort
  if (body.length > INQUIRY_LIMITS.bodyMax) return rules.bodyTooLong
  return true
}

/** What the patient typed, as the server takes it: no spaces around, one space for a run of them in the title. */
export const cleanTitle = (value: string): string => value.trim().replace(/\s+/g, ' ')

export const cleanBody = (value: string): string => value.trim()

/** Characters counted as the checks count them. */
export const lengthOf = (value: string | undefined): number => (value ?? '').trim().length
