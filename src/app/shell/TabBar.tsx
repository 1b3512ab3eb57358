import { BedDouble, FileHeart, Hospital, NotebookPen, Stethoscope, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { lazyWithRetry, LoadBoundary } from '@/shared/lazy'
import { messages } from '@/shared/messages'
import { AppLink } from '@/shared/navigation/AppLink'
import { useBackDismiss } from '@/shared/overlays/back-stack'
import { href } from '@/shared/routes/route-table'
import type { TabId } from './tabs'
import styles from './TabBar.module.css'

// The menu icons load when a tab is first opened, not with the home screen.
const TabMenu = lazyWithRetry(() => import('./TabMenu'))

const TABS: Array<{ id: TabId; label: string; icon: LucideIcon }> = [
  { id: 'outpatient', label: messages.shell.tabs.outpatient, icon: Stethoscope },
  { id: 'inpatient', label: messages.shell.tabs.inpatient, icon: BedDouble },
  { id: 'checkup', label: messages.shell.tabs.checkup, icon: FileHeart },
  { id: 'info', label: messages.shell.tabs.info, icon: Hospital },
]

/**
 * A tab's name; on a very narrow screen (200% zoom) its short form shows instead, while the full
 * name stays the tab's accessible name (the short one is part of it, so voice control finds it).
 */
function TabLabel({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className={styles.fullLabel}>{full}</span>
      <span className={styles.shortLabel} aria-hidden="true">
        {short}
      </span>
    </>
  )
}

export interface TabBarProps {
  /** The tab whose menu is open (the spec's open-main-tab flag). */
  openTab: TabId | null
  onOpenTab: (tab: TabId | null) => void
  /** The hospital's cloud service info says healthNote Y. */
  showHealthNote: boolean
  activeTab: TabId | null
}

/** The bottom tab bar: outpatient, inpatient, checkup, info (and health note); each opens its menu icons. */
export function TabBar({ openTab, onOpenTab, showHealthNote, activeTab }: TabBarProps) {
  const panelId = useId()
  useBackDismiss(openTab !== null, () => onOpenTab(null))
  const open = TABS.find((tab) => tab.id === openTab)
  return (
    <>
      {open && <div className={styles.scrim} onClick={() => onOpenTab(null)} aria-hidden="true" />}
      <nav className={styles.bar} aria-label={messages.shell.tabsLabel}>
        {open && (
          <div id={panelId} className={styles.panel} role="region" aria-label={messages.shell.tabMenuLabel(open.label)}>
            {/* Without its code: what happened and 다시 시도, in the panel; the bar stays. */}
            <LoadBoundary loading={<div className={styles.menuGroups} style={{ minHeight: '11rem' }} />}>
              <TabMenu tab={open.id} />
            </LoadBoundary>
          </div>
        )}
        <ul className={styles.tabs}>
          {TABS.map(({ id: tab, label, icon: Icon }) => {
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
                  <TabLabel full={label} short={messages.shell.tabsShort[tab]} />
                </button>
              </li>
            )
          })}
          {showHealthNote && (
            <li>
              <AppLink className={styles.tab} to={href('healthNote')}>
                <NotebookPen aria-hidden="true" />
                <TabLabel full={messages.shell.tabs.healthNote} short={messages.shell.tabsShort.healthNote} />
              </AppLink>
            </li>
          )}
        </ul>
      </nav>
    </>
  )
}
