import { account } from './account'
import { appointment } from './appointment'
import { common } from './common'
import { errors } from './errors'
import { home } from './home'
import { hospital } from './hospital'
import { native } from './native'
import { payment } from './payment'
import { records } from './records'
import { shell } from './shell'
import { titles } from './titles'
import { validation } from './validation'
import { visit } from './visit'

/**
 * The one message catalogue: every Korean word the app shows comes from here, so wording stays
 * the same on every screen. Typed: a missing key is a compile error.
 */
export const messages = {
  account,
  appointment,
  common,
  errors,
  home,
  hospital,
  native,
  payment,
  records,
  shell,
  titles,
  validation,
  visit,
} as const

export type { TitleKey } from './titles'
