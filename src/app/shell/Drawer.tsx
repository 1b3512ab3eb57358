import { ChevronRight, ScanBarcode, UserRound } from 'lucide-react'
import { messages } from '@/shared/messages'
import { AppLink } from '@/shared/navigation/AppLink'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { menu } from '@/shared/messages/drawer'
import BackToOwnAccount from './BackToOwnAccount'
import styles from './Drawer.module.css'
import DrawerMenu from './DrawerMenu'

/**
 * The side menu's content (its own chunk, asked for once the first screen has painted, so it opens
 * with no connection later; the frame and its boundary are AppShell's): who is signed in, with the
 * patient card, then the settings (the text size first: what a patient who cannot read the page
 * looks for), every service grouped as the tab menus are, the account, the terms and the version.
 */
export default function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession()
  const overlays = useOverlays()
  const navigation = useAppNavigation()

  const go = (to: string) => {
    onClose()
    void navigation.navigate(to)
  }

  return (
    <div className={styles.drawer}>
      {session.isSignedIn && session.user ? (
        <div className={styles.profile}>
          <UserRound aria-hidden="true" className={styles.avatar} />
          <p className={styles.name}>{messages.shell.sirMadam(session.user.userName)}</p>
          <div className={styles.profileActions}>
            {session.isFamilySelected && <BackToOwnAccount onSwitched={() => go(href('home'))} />}
            {session.hasPatientNo && (
              <button
                type="button"
                className={styles.chip}
                onClick={() => {
                  onClose()
                  overlays.openPatientCard()
                }}
              >
                <ScanBarcode aria-hidden="true" />
                {menu.barcode}
              </button>
            )}
          </div>
        </div>
      ) : (
        <AppLink
          className={styles.loginPrompt}
          to={href('accountSignInAuth')}
          onClick={(event) => {
            event.preventDefault()
            go(href('accountSignInAuth'))
          }}
        >
          <span className={styles.name}>{menu.loginPrompt}</span>
          <span className={styles.hint}>{menu.loginPromptHint}</span>
          <ChevronRight aria-hidden="true" />
        </AppLink>
      )}
      <DrawerMenu open={open} onClose={onClose} />
    </div>
  )
}
