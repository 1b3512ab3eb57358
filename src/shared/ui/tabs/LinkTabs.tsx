import { useLayoutEffect, useRef } from 'react'
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
}

/** Up to this many tabs share the row equally; more scroll sideways. */
const EQUAL_UP_TO = 3

/**
 * Tabs that are routes of their own (clinic / test inquiry, payment default / proxy / history,
 * stay information's six pages): one row, labels whole; a row of more than three scrolls sideways
 * with the current tab in view.
 */
export function LinkTabs({ tabs, current, label }: LinkTabsProps) {
  const nav = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const row = nav.current
    const tab = row?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!row || !tab) return
    const center = () => {
      if (row.scrollWidth <= row.clientWidth) return
      // The current tab in the middle of the row (scrolling the row only, never the page).
      // Whole pixels: a half-pixel offset is drawn differently from one paint to the next.
      row.scrollLeft = Math.round(tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2)
    }
    center()
    // Again when a tab's size changes: the web font arriving after the first paint, or the
    // large text turned on, moved it off the middle. Every tab: the font comes in subsets by
    // character, so a neighbour's letters may arrive after the current tab's and move it.
    const resized = new ResizeObserver(center)
    for (const each of row.querySelectorAll('a')) resized.observe(each)
    return () => resized.disconnect()
  }, [current])
  return (
    <nav
      ref={nav}
      // Tabs that do not fit scroll sideways instead of wrapping into two rows (on purpose).
      data-scrolls-sideways
      className={tabs.length <= EQUAL_UP_TO ? `${styles.tabs} ${styles.equal}` : styles.tabs}
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
