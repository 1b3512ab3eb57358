import { ChevronRight, ScanBarcode, UserRound } from 'lucide-react'
import { lazyWithRetry, LoadBoundary } from '@/shared/lazy'
import { messages } from '@/shared/messages'
import { AppLink } from '@/shared/navigation/AppLink'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { Dialog, SkeletonList } from '@/shared/ui'
import styles from './Drawer.module.css'

// The menus below the profile, and the way back to one's own account (it needs the server
// anyway), load when the drawer first opens; who is signed in and the card are there at once.
const DrawerMenu = lazyWithRetry(() => import('./DrawerMenu'))
const BackToOwnAccount = lazyWithRetry(() => import('./BackToOwnAccount'))

/**
 * The side menu: who is signed in, with the patient card (part of the first load: the card opens
 * from here with no connection), then the settings (the text size first: what a patient who
 * cannot read the page looks for), every service grouped as the tab menus are, the account, the
 * terms and the version. A menu that cannot be downloaded says so under the profile, with 다시 시도.
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
    <Dialog open={open} onClose={onClose} variant="drawer" title={messages.shell.drawerLabel}>
      <div className={styles.drawer}>
        {session.isSignedIn && session.user ? (
          <div className={styles.profile}>
            <UserRound aria-hidden="true" className={styles.avatar} />
            <p className={styles.name}>{messages.shell.sirMadam(session.user.userName)}</p>
            <div className={styles.profileActions}>
              {session.isFamilySelected && (
                <LoadBoundary instead={null}>
                  <BackToOwnAccount onSwitched={() => go(href('home'))} />
                </LoadBoundary>
              )}
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
                  {messages.shell.barcode}
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
            <span className={styles.name}>{messages.shell.loginPrompt}</span>
            <span className={styles.hint}>{messages.shell.loginPromptHint}</span>
            <ChevronRight aria-hidden="true" />
          </AppLink>
        )}
        <LoadBoundary loading={<SkeletonList rows={4} />}>
          <DrawerMenu open={open} onClose={onClose} />
        </LoadBoundary>
      </div>
    </Dialog>
  )
}
