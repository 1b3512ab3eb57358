import styles from './ToastRegion.module.css'

export interface Toast {
  id: number
  message: string
}

/** Short notifications, read out politely by screen readers. */
export function ToastRegion({ toasts }: { toasts: Toast[] }) {
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className={styles.toast}>
          {toast.message}
        </p>
      ))}
    </div>
  )
}
