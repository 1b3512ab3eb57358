import { CircleAlert } from 'lucide-react'
import styles from './Account.module.css'

/** A rule the whole form breaks, said in words with an icon (never colour alone). */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p className={styles.formError} role="alert">
      <CircleAlert aria-hidden="true" />
      <span>{message}</span>
    </p>
  )
}
