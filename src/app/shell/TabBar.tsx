import { NotebookPen } from 'lucide-react'
import { useId } from 'react'
import { messages } from '../../shared/messages'
import { AppLink } from '../../shared/navigation/AppLink'
import { nativeBridge } from '../../shared/native'
import { useBackDismiss } from '../../shared/overlays/back-stack'
import { href } from '../../shared/routes/route-table'
import { menuHref, TAB_MENUS, type TabId } from './menus'
import styles from './TabBar.module.css'

export interface TabBarProps {
  /** The tab whose menu is open (the spec's open-main-tab flag). */
  openTab: TabId | null
  onOpenTab: (tab: TabId | null) => void
  /** The hospital's cloud service info says healthNote Y. */
  showHealthNote: boolean
  activeTab: TabId | null
}

const TABS = Object.keys(TAB_MENUS) as TabId[]

/** The bottom tab bar: outpatient, inpatient, checkup, info (and health note); each opens its menu icons. */
export function TabBar({ openTab, onOpenTab, showHealthNote, activeTab }: TabBarProps) {
  const panelId = useId()
  useBackDismiss(openTab !== null, () => onOpenTab(null))
  const menu = openTab ? TAB_MENUS[openTab] : null
  return (
    <>
      {menu && <div className={styles.scrim} onClick={() => onOpenTab(null)} aria-hidden="true" />}
      <nav className={styles.bar} aria-label={messages.shell.tabsLabel}>
        {menu && (
          <div id={panelId} className={styles.panel} role="region" aria-label={messages.shell.tabMenuLabel(menu.label)}>
            <ul className={styles.grid}>
              {menu.items.map((item) => {
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
                      <button
                        type="button"
                        className={styles.item}
                        onClick={() => nativeBridge().openExternal(item.external)}
                      >
                        {content}
                      </button>
                    ) : (
                      <AppLink className={styles.item} to={menuHref(item)}>
                        {content}
                      </AppLink>
                    )}
                  </li>
                )
              })}
            </ul>
          </div>
        )}
        <ul className={styles.tabs}>
          {TABS.map((tab) => {
            const { label, icon: Icon } = TAB_MENUS[tab]
            return (
              <li key={tab}>
                <button
                  type="button"
                  className={styles.tab}
                  aria-expanded={openTab === tab}
                  aria-controls={openTab === tab ? panelId : undefined}
                  aria-current={activeTab === tab ? 'page' : undefined}
                  onClick={() => onOpenTab(openTab === tab ? null : tab)}
                >
                  <Icon aria-hidden="true" />
                  <span>{label}</span>
                </button>
              </li>
            )
          })}
          {showHealthNote && (
            <li>
              <AppLink className={styles.tab} to={href('healthNote')}>
                <NotebookPen aria-hidden="true" />
                <span>{messages.shell.tabs.healthNote}</span>
              </AppLink>
            </li>
          )}
        </ul>
      </nav>
    </>
  )
}
