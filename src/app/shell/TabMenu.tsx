import { ExternalLink } from 'lucide-react'
import { leaveApp as words } from '@/shared/messages/leave-app'
import { nativeBridge } from '@/shared/native'
import { AppLink } from '@/shared/navigation/AppLink'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { menuHref, TAB_MENUS, type MenuItem } from './menus'
import type { TabId } from './tabs'
import styles from './TabBar.module.css'

/** A tab's menu icons (spec: each tab has menu icons). */
export default function TabMenu({ tab, onNavigate }: { tab: TabId; onNavigate?: () => void }) {
  const overlays = useOverlays()

  /** Pages outside the app (funeral hall, insurance claim) open in the phone's browser, after saying so. */
  const leave = async (item: MenuItem & { external: string }) => {
    const yes = await overlays.confirm({
      title: words.leaveTitle(item.label),
      message: words.leaveMessage,
      confirmLabel: words.open,
    })
    if (yes) nativeBridge().openExternal(item.external)
  }

  return (
    <ul className={styles.grid}>
      {TAB_MENUS[tab].items.map((item) => {
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
  )
}
