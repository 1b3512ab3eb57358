import { useId, type ReactNode } from 'react'
import { TAB_MENUS } from './menus'
import TabMenu from './TabMenu'
import type { TabId } from './tabs'
import styles from './DrawerMenu.module.css'

const GROUPS = Object.keys(TAB_MENUS) as TabId[]

/** A titled group of the drawer: a tab's services, or the drawer's own rows (account, settings, about). */
export function DrawerGroup({ title, children }: { title: string; children: ReactNode }) {
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

/** Every service of the app, grouped as the tab menus are: the drawer is the full-service menu. */
export function DrawerServices({ onNavigate }: { onNavigate: () => void }) {
  return GROUPS.map((tab) => (
    <DrawerGroup key={tab} title={TAB_MENUS[tab].label}>
      <div className={styles.services}>
        <TabMenu tab={tab} onNavigate={onNavigate} headingLevel={4} />
      </div>
    </DrawerGroup>
  ))
}
