import { common } from './common'
import { errors } from './errors'
import { home } from './home'
import { native } from './native'
import { shell } from './shell'
import { titles } from './titles'
import { visit } from './visit'

/**
 * The one message catalogue: every Korean word the app shows comes from here, so wording stays
 * the same on every screen. Typed: a missing key is a compile error.
 */
export const messages = {
  common,
  errors,
  home,
  native,
  shell,
  titles,
  visit,
} as const

export type { TitleKey } from './titles'
