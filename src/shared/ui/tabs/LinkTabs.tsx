import type { CSSProperties } from 'react'
import { AppLink } from '../../navigation/AppLink'
import styles from './LinkTabs.module.css'

export interface LinkTab {
  label: string
  to: string
}

export interface LinkTabsProps {
  tabs: LinkTab[]
  current: string
  label: string
  /**
   * More tabs than fit in one row (stay information's six pages): laid out in rows of this many,
   * so every tab stays in sight and nothing scrolls sideways.
   */
  columns?: number
}

/** Tabs that are routes of their own (clinic / test inquiry, payment default / proxy / history). */
export function LinkTabs({ tabs, current, label, columns }: LinkTabsProps) {
  return (
    <nav
      className={columns ? `${styles.tabs} ${styles.grid}` : styles.tabs}
      style={columns ? ({ '--tab-columns': columns } as CSSProperties) : undefined}
      aria-label={label}
    >
      {tabs.map((tab) => (
        <AppLink
          key={tab.to}
          to={tab.to}
          replace
          className={styles.tab}
          aria-current={tab.to === current ? 'page' : undefined}
        >
          {tab.label}
        </AppLink>
      ))}
    </nav>
  )
}
