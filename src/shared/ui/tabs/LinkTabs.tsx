import type { CSSProperties } from 'react'
import { AppLink } from '@/shared/navigation/AppLink'
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
   * `tabs` (default): one row of equal tabs, for two or three. `chips`: rounded chips that wrap
   * onto a second row, for four or more (the facility guide's five), so nothing is cut or
   * squeezed at 360 px with the large font.
   */
  variant?: 'tabs' | 'chips'
  /**
   * For `tabs` with more than fit in one row (stay information's six pages): rows of this many
   * equal tabs, so every tab stays in sight and nothing scrolls sideways.
   */
  columns?: number
}

/** Tabs that are routes of their own (clinic / test inquiry, payment default / proxy / history). */
export function LinkTabs({ tabs, current, label, variant = 'tabs', columns }: LinkTabsProps) {
  const grid = variant === 'tabs' && columns
  return (
    <nav
      className={variant === 'chips' ? styles.chips : grid ? `${styles.tabs} ${styles.grid}` : styles.tabs}
      style={grid ? ({ '--tab-columns': columns } as CSSProperties) : undefined}
      aria-label={label}
    >
      {tabs.map((tab) => (
        <AppLink
          key={tab.to}
          to={tab.to}
          replace
          className={variant === 'chips' ? styles.chip : styles.tab}
          aria-current={tab.to === current ? 'page' : undefined}
        >
          {tab.label}
        </AppLink>
      ))}
    </nav>
  )
}
