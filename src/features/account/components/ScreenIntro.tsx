import type { ReactNode } from 'react'
import styles from './Account.module.css'

/** The top of an account screen: an icon, what the screen is for, and one line of help. */
export function ScreenIntro({ icon, title, children }: { icon?: ReactNode; title: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.intro}>
      {icon && <span className={styles.introIcon}>{icon}</span>}
      <h2 className={styles.title}>{title}</h2>
      {children && <p className={styles.lead}>{children}</p>}
    </div>
  )
}
