import { useLayoutEffect, useReducer } from 'react'
import { createPortal } from 'react-dom'
import styles from './ToastRegion.module.css'

export interface Toast {
  id: number
  message: string
}

/** The modal dialog on top, if one is open: outside it the page is inert, under its backdrop. */
function topModal(): HTMLDialogElement | null {
  const modals = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal'))
  return modals.at(-1) ?? null
}

/**
 * Short notifications, read out politely by screen readers. A toast said while a modal dialog is
 * open (the receipt saved from the receipt dialog) is shown inside that dialog: anywhere else it
 * would lie under the dialog's backdrop, unseen and not read out (the page outside is inert).
 */
export function ToastRegion({ toasts }: { toasts: Toast[] }) {
  // Read when the toasts change; again when the dialog holding them closes (back to the page).
  const host = toasts.length > 0 ? topModal() : null
  const [, hostClosed] = useReducer((count: number) => count + 1, 0)
  useLayoutEffect(() => {
    if (!host) return
    // Closed in the same commit (a switch that closes the drawer as it says so): its close event
    // may come before this listener, so the toast would stay hidden in it until it expires.
    if (!host.matches(':modal')) return hostClosed()
    host.addEventListener('close', hostClosed)
    return () => host.removeEventListener('close', hostClosed)
  }, [host])
  const region = (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className={styles.toast}>
          {toast.message}
        </p>
      ))}
    </div>
  )
  return host ? createPortal(region, host) : region
}
