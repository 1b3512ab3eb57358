import { nativeBridge } from '../../shared/native'
import { AppLink } from '../../shared/navigation/AppLink'
import { menuHref, TAB_MENUS } from './menus'
import type { TabId } from './tabs'
import styles from './TabBar.module.css'

/** A tab's menu icons (spec: each tab has menu icons). */
export default function TabMenu({ tab }: { tab: TabId }) {
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
              <button type="button" className={styles.item} onClick={() => nativeBridge().openExternal(item.external)}>
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
  )
}
