import { useId } from 'react'
import { TAB_MENUS } from './menus'
import TabMenu from './TabMenu'
import type { TabId } from './tabs'
import styles from './Drawer.module.css'

const GROUPS = Object.keys(TAB_MENUS) as TabId[]

/** Every service of the app, grouped as the tab menus are: the drawer is the full-service menu. */
export function DrawerServices({ onNavigate }: { onNavigate: () => void }) {
  const id = useId()
  return GROUPS.map((tab) => (
    <section key={tab} className={styles.group} aria-labelledby={`${id}-${tab}`}>
      <h3 id={`${id}-${tab}`} className={styles.groupTitle}>
        {TAB_MENUS[tab].label}
      </h3>
      <div className={styles.services}>
        <TabMenu tab={tab} onNavigate={onNavigate} />
      </div>
    </section>
  ))
}

/** A titled group of the drawer's own rows (account, settings, about). */
export function DrawerGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId()
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      {children}
    </section>
  )
}
