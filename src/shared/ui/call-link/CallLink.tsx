import { Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import styles from './CallLink.module.css'

/** A phone number as a large button that dials it (tel: link). */
export function CallLink({
  phone,
  children,
  primary = false,
}: {
  phone: string
  children: ReactNode
  primary?: boolean
}) {
  return (
    <a className={primary ? `${styles.call} ${styles.callPrimary}` : styles.call} href={`tel:${phone}`}>
      <Phone aria-hidden="true" />
      {children}
    </a>
  )
}
