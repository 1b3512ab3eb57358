import type { ReactNode } from 'react'
import { KeepWhole } from '../text/Text'
import styles from './Intro.module.css'

export interface IntroProps {
  title: ReactNode
  /** One line of help under the title. */
  children?: ReactNode
  icon?: ReactNode
  /** The title's level: h2 under the header's h1 (default). */
  as?: 'h2' | 'h3'
}

/** The top of a flow's screen (sign-up, registering a patient number): an icon, what it is for, one line of help. */
export function Intro({ title, children, icon, as: Heading = 'h2' }: IntroProps) {
  return (
    <div className={styles.intro}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <Heading className={styles.title}>
        <KeepWhole>{title}</KeepWhole>
      </Heading>
      {children && (
        <p className={styles.lead}>
          <KeepWhole>{children}</KeepWhole>
        </p>
      )}
    </div>
  )
}
