import { ExternalLink } from 'lucide-react'
import { useId } from 'react'
import { leaveApp as words } from '@/shared/messages/leave-app'
import { AppLink } from '@/shared/navigation/AppLink'
import { useLeaveApp } from '@/shared/navigation/use-leave-app'
import { menuHref, TAB_MENUS, type MenuGroup, type MenuItem } from './menus'
import type { TabId } from './tabs'
import styles from './TabBar.module.css'

interface MenuGroupProps {
  group: MenuGroup
  /** h2 in the tab bar's panel, h4 under the drawer's tab headings. */
  headingLevel: 2 | 4
  onNavigate: (() => void) | undefined
  leave: (item: MenuItem & { external: string }) => Promise<void>
}

/** One named group of a tab's menu: its title, then its entries as a grid of icons. */
function MenuGroupGrid({ group, headingLevel, onNavigate, leave }: MenuGroupProps) {
  const id = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h4'
  return (
    <section aria-labelledby={id}>
      <Heading id={id} className={styles.menuGroupTitle}>
        {group.title}
      </Heading>
      <ul className={styles.grid}>
        {group.items.map((item) => {
          const Icon = item.icon
          const content = (
            <>
              <Icon aria-hidden="true" />
              <span>{item.label}</span>
            </>
          )
          return (
            <li key={item.label}>
              {item.external ? (
                <button type="button" className={styles.item} onClick={() => void leave(item)}>
                  {content}
                  <span className={styles.outside}>
                    <ExternalLink aria-hidden="true" />
                    {words.outside}
                  </span>
                </button>
              ) : (
                <AppLink className={styles.item} to={menuHref(item)} onClick={onNavigate}>
                  {content}
                </AppLink>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** A tab's menu icons (spec: each tab has menu icons), in named groups. */
export default function TabMenu({
  tab,
  onNavigate,
  headingLevel = 2,
}: {
  tab: TabId
  onNavigate?: () => void
  headingLevel?: 2 | 4
}) {
  const leaveApp = useLeaveApp()
  /** Pages outside the app (funeral hall, insurance claim) open in the phone's browser, after saying so. */
  const leave = (item: MenuItem & { external: string }) => leaveApp(item.external, item.label)

  return (
    <div className={styles.menuGroups}>
      {TAB_MENUS[tab].groups.map((group) => (
        <MenuGroupGrid
          key={group.title}
          group={group}
          headingLevel={headingLevel}
          onNavigate={onNavigate}
          leave={leave}
        />
      ))}
    </div>
  )
}
