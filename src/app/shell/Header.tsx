import { ChevronLeft, House, Menu, Users } from 'lucide-react'
import { useState } from 'react'
import { messages } from '@/shared/messages'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import styles from './Header.module.css'

export interface HeaderProps {
  title: string
  /** Home shows the hospital's name as a heading and no back button. */
  isHome: boolean
  onBack: () => void
  onMenu: () => void
  menuOpen: boolean
  /** The hospital's logo (cloud service info), beside the name on home; empty for none. */
  logoUrl?: string
  /** The family member whose account is active: a chip under the title says so on every screen. */
  actingFor?: string | undefined
}

export function Header({ title, isHome, onBack, onMenu, menuOpen, logoUrl = '', actingFor }: HeaderProps) {
  // A logo that does not load is left out; the name stays.
  const [brokenLogo, setBrokenLogo] = useState('')
  const logo = isHome && logoUrl && brokenLogo !== logoUrl ? logoUrl : undefined
  return (
    <header className={styles.header}>
      {isHome ? (
        <span className={styles.spacer} />
      ) : (
        <button type="button" className={styles.iconButton} onClick={onBack} aria-label={messages.shell.back}>
          <ChevronLeft aria-hidden="true" />
        </button>
      )}
      <h1 className={isHome ? `${styles.title} ${styles.home}` : styles.title}>
        {logo && <img className={styles.logo} src={logo} alt="" onError={() => setBrokenLogo(logo)} />}
        {title}
      </h1>
      {/* One tap leads home from every screen (the tab bar is hidden in flows). */}
      {!isHome && (
        <AppLink className={styles.iconButton} to={href('home')} aria-label={messages.shell.home}>
          <House aria-hidden="true" />
        </AppLink>
      )}
      <button
        type="button"
        className={styles.iconButton}
        onClick={onMenu}
        aria-label={messages.shell.openMenu}
        aria-expanded={menuOpen}
        aria-haspopup="dialog"
      >
        <Menu aria-hidden="true" />
      </button>
      {actingFor && (
        // Tapping it opens the drawer, where the way back to one's own account is.
        <button type="button" className={styles.actingFor} onClick={onMenu} aria-haspopup="dialog">
          <Users aria-hidden="true" />
          <span>{messages.shell.actingFor(actingFor)}</span>
          <span className={styles.actingForAction}>{messages.shell.actingForAction}</span>
        </button>
      )}
    </header>
  )
}
