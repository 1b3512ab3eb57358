import { ChevronLeft, Menu } from 'lucide-react'
import { messages } from '../../shared/messages'
import styles from './Header.module.css'

export interface HeaderProps {
  title: string
  /** Home shows the hospital's name as a heading and no back button. */
  isHome: boolean
  onBack: () => void
  onMenu: () => void
  menuOpen: boolean
}

export function Header({ title, isHome, onBack, onMenu, menuOpen }: HeaderProps) {
  return (
    <header className={styles.header}>
      {isHome ? (
        <span className={styles.spacer} />
      ) : (
        <button type="button" className={styles.iconButton} onClick={onBack} aria-label={messages.shell.back}>
          <ChevronLeft aria-hidden="true" />
        </button>
      )}
      <h1 className={isHome ? `${styles.title} ${styles.home}` : styles.title}>{title}</h1>
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
    </header>
  )
}
