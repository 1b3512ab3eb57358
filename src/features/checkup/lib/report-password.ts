import type { RegisterOptions } from 'react-hook-form'
import { checkup } from '@/shared/messages/checkup'

const { report: words } = checkup

/**
 * The report's password, asked where the patient chose the report (the list's dialog) and handed
 * to the screen that downloads and opens it. Held in memory only, for that one file, and never
 * put in the address or the history: it is the patient's birth date.
 */
let handed: { key: string; password: string } | undefined

const keyOf = (checkupDate: string, fileName: string) => `${checkupDate}/${fileName}`

export function handOverPassword(checkupDate: string, fileName: string, password: string): void {
  handed = { key: keyOf(checkupDate, fileName), password }
}

/** The password handed over for this file, if any (it stays until `forgetPassword`). */
export function handedPassword(checkupDate: string, fileName: string): string | undefined {
  return handed?.key === keyOf(checkupDate, fileName) ? handed.password : undefined
}

export function forgetPassword(): void {
  handed = undefined
}

export interface PasswordForm {
  password: string
}

/** The birth date, 8 digits; typed with dots or dashes (1975.01.09) it is taken as its digits. */
export const passwordRules: RegisterOptions<PasswordForm, 'password'> = {
  setValueAs: (value: string) => value.replace(/\D/g, ''),
  required: words.passwordRequired,
  pattern: { value: /^\d{8}$/, message: words.passwordDigits },
}

/** The password field's look and keyboard, the same in the list's sheet and on the file's screen. */
export const passwordInput = {
  label: words.passwordLabel,
  placeholder: words.passwordPlaceholder,
  inputMode: 'numeric',
  autoComplete: 'off',
  // Room for a birth date typed with dots or dashes (1975.10.09); its digits are what count.
  maxLength: 10,
} as const
