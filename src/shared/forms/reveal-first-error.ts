import type { BaseSyntheticEvent } from 'react'

const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))

/**
 * A form's `handleSubmit(onValid, revealFirstError)`: after a refused submit, the first field
 * in error and its message are brought to the middle of the screen, clear of the sticky header
 * and bottom button, and the field takes the focus. Without it a tap on the bottom button seems
 * to do nothing when the message appears below the fold (spec: bad input shows its message).
 */
export function revealFirstError(_errors: unknown, event?: BaseSyntheticEvent): void {
  const target: unknown = event?.target
  const root: ParentNode = target instanceof HTMLElement ? target : document
  // The messages are drawn by the render that follows the refusal.
  void nextPaint().then(() => revealIn(root))
}

/** Brings the first invalid field of `root` (and its message) into view and focuses it. */
export function revealIn(root: ParentNode): HTMLElement | null {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!field) return null
  const described = (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id) : null))
  const message = described.find((element) => element?.getAttribute('role') === 'alert') ?? null
  field.focus({ preventScroll: true })
  // The field and its message together: the message sits below the field.
  ;(message ?? field).scrollIntoView({ block: 'center', behavior: 'instant' })
  if (message && field.getBoundingClientRect().top < 0) field.scrollIntoView({ block: 'center', behavior: 'instant' })
  return field
}
