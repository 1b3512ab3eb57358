import { common } from './common'
import { errors } from './errors'
import { native } from './native'
import { shell } from './shell'
import { titles } from './titles'

/**
 * The one message catalogue: every Korean word the app shows comes from here, so wording stays
 * the same on every screen. Typed: a missing key is a compile error.
 */
export const messages = {
  common,
  errors,
  native,
  shell,
  titles,
} as const

export type { TitleKey } from './titles'
