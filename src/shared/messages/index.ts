import { common } from './common'
import { errors } from './errors'
import { native } from './native'
import { shell } from './shell'
import { titles } from './titles'

/**
 * The one message catalogue: every Korean word the app shows comes from this folder, so wording
 * stays the same on every screen. Typed: a missing key is a compile error.
 *
 * `messages` holds the words of the frame every screen shares (common words, the answer rules'
 * errors, the shell, titles). Each feature's words are a file of their own
 * (`account.ts`, `payment.ts` ...), imported where they are used, so they travel in that
 * feature's chunks instead of the first load.
 */
export const messages = {
  common,
  errors,
  native,
  shell,
  titles,
} as const

export type { TitleKey } from './titles'
