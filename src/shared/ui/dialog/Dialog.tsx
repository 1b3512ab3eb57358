import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { X } from 'lucide-react'
import { messages } from '@/shared/messages'
import { useBackDismiss } from '@/shared/overlays/back-stack'
import styles from './Dialog.module.css'

export type DialogVariant = 'alert' | 'sheet' | 'fullscreen' | 'drawer'

export interface DialogProps {
  open: boolean
  /** Called for the close button, Esc, a tap on the scrim and the shell's back action. */
  onClose: () => void
  title: ReactNode
  children?: ReactNode
  /** The buttons at the bottom. */
  actions?: ReactNode
  /** `alert`: centred box. `sheet`: bottom sheet. `fullscreen`: long text (terms). `drawer`: the side menu. */
  variant?: DialogVariant
  /** alertdialog for questions that need an answer (exit the app? switch account?). */
  role?: 'dialog' | 'alertdialog'
}

/**
 * A modal built on the native <dialog>: the browser traps focus, hides the page from screen
 * readers and returns focus to where it was when the dialog closes.
 */
export function Dialog({ open, onClose, title, children, actions, variant = 'alert', role = 'dialog' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const bodyId = useId()
  useBackDismiss(open, onClose)

  // Before the browser paints: a dialog rendered open is shown in that same frame.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    // The native dialog is interactive: Esc and a tap on its scrim close it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[variant]}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onKeyDown={(event) => {
        // Handled here so the dialog's own "cancel" never closes it behind React's back.
        if (event.key === 'Escape') {
          event.preventDefault()
          onClose()
        }
      }}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === ref.current && variant !== 'fullscreen') onClose()
      }}
    >
      {open && (
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {variant !== 'alert' && (
              <button type="button" className={styles.close} onClick={onClose} aria-label={messages.common.close}>
                <X aria-hidden="true" />
              </button>
            )}
          </div>
          {children && (
            // A long body scrolls, so it takes focus for keyboard and switch users (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <div id={bodyId} className={styles.body} tabIndex={variant === 'alert' ? undefined : 0}>
              {children}
            </div>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
    </dialog>
  )
}
