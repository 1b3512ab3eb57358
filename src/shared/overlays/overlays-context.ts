import { createContext, useContext } from 'react'

export interface AlertOptions {
  title?: string
  message: string
  confirmLabel?: string
  /** error and exception dialogs say so to screen readers and look so. */
  tone?: 'info' | 'error'
}

export interface ConfirmOptions {
  title: string
  message?: string
  confirmLabel?: string
  cancelLabel?: string
  tone?: 'info' | 'danger'
}

/** One of a few next steps, as a button; the first is the main one. */
export interface Choice<T extends string> {
  value: T
  label: string
}

export interface ChoiceOptions<T extends string> {
  title: string
  message?: string
  /** The next steps, one full-width button each, one under another (the first is the main one). */
  choices: readonly Choice<T>[]
  /** The last button, which closes without a choice (as Esc and the back action do): `닫기` unless said. */
  closeLabel?: string
  /** error: says so to screen readers (an alertdialog) and looks so. */
  tone?: 'info' | 'error'
}

/**
 * What screens may ask of the shell's overlays. The shell (src/app/overlays) implements it; the
 * back action closes whatever is open first.
 */
export interface Overlays {
  alert(options: AlertOptions): Promise<void>
  confirm(options: ConfirmOptions): Promise<boolean>
  /** A few next steps to choose from: the chosen one's value, or null when closed without one. */
  choose<T extends string>(options: ChoiceOptions<T>): Promise<T | null>
  /** A short notification at the bottom of the screen. */
  toast(message: string): void
  /** A blocking spinner for work the patient must wait for; returns the function that hides it. */
  showSpinner(): () => void
  openPatientCard(): void
  /** A full-screen text (terms), already decoded. */
  showDocument(title: string, text: string): void
}

const missing = (): never => {
  throw new Error('Overlays are used outside the app shell (OverlayProvider)')
}

export const OverlaysContext = createContext<Overlays>({
  alert: missing,
  confirm: missing,
  choose: missing,
  toast: missing,
  showSpinner: missing,
  openPatientCard: missing,
  showDocument: missing,
})

export const useOverlays = (): Overlays => useContext(OverlaysContext)
