import { AppLink } from '../../navigation/AppLink'
import styles from './LinkTabs.module.css'

export interface LinkTab {
  label: string
  to: string
}

/** Tabs that are routes of their own (clinic / test inquiry, payment default / proxy / history). */
export function LinkTabs({ tabs, current, label }: { tabs: LinkTab[]; current: string; label: string }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
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
