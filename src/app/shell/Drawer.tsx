import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Bell, ChevronRight, FileText, IdCard, LogOut, Mail, ScanBarcode, Shield, UserRound, Users } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { getFetchTermsDetailQueryOptions } from '@/api/generated/account'
import { unreadMessagesQuery } from '@/shared/domain/messages/message-queries'
import { decodeBase64Utf8 } from '@/shared/lib/text'
import { messages } from '@/shared/messages'
import { menu } from '@/shared/messages/drawer'
import { nativeBridge } from '@/shared/native'
import { AppLink } from '@/shared/navigation/AppLink'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { signOut, switchAccount } from '@/shared/session/session-actions'
import { multiAccountQuery } from '@/shared/session/session-queries'
import { useSession } from '@/shared/session/use-session'
import { localSettings } from '@/shared/storage/local-settings'
import { Dialog, List, ListRow, Switch } from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import { AppVersionRow } from './AppVersionRow'
import { DrawerGroup, DrawerServices } from './DrawerServices'
import styles from './Drawer.module.css'

/**
 * The side menu: who is signed in (and the way back to one's own account), the settings (the text
 * size first: what a patient who cannot read the page looks for), every service grouped as the
 * tab menus are, then the account, the terms and the version.
 */
export default function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession()
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const bigFont = useSyncExternalStore(localSettings.subscribe, () => localSettings.get('isBigFont'))
  const bigFontStep = useSyncExternalStore(localSettings.subscribe, () => localSettings.get('bigFontStep'))
  const shake = useSyncExternalStore(localSettings.subscribe, () => localSettings.get('enableShake'))
  const family = useQuery({ ...multiAccountQuery(), enabled: open && session.isSignedIn })
  const unread = useQuery({ ...unreadMessagesQuery(), enabled: open && session.isSignedIn })
  // A mutation, so a failed switch gets the answer rules' dialog.
  const switchBack = useMutation({ mutationFn: (userId: string) => switchAccount(queryClient, userId) })

  const go = (to: string) => {
    onClose()
    void navigation.navigate(to)
  }

  const showTerms = async (termsId: 1 | 2) => {
    const hide = overlays.showSpinner()
    try {
      // Through the query client, so a failure follows the answer rules (its dialog, or the
      // session's recovery).
      const terms = await queryClient.fetchQuery({
        ...getFetchTermsDetailQueryOptions(termsId),
        meta: { errorDisplay: 'dialog' },
      })
      overlays.showDocument(terms.title, decodeBase64Utf8(terms.termsContents))
    } catch {
      // The answer rules have told the patient what went wrong.
    } finally {
      hide()
    }
  }

  const backToOwnAccount = async () => {
    const main = session.mainUser
    if (!main) return
    const yes = await overlays.confirm({
      title: messages.shell.switchQuestion(main.userName),
      confirmLabel: messages.shell.switchTo,
    })
    if (!yes) return
    const hide = overlays.showSpinner()
    try {
      await switchBack.mutateAsync(main.userId)
      overlays.toast(messages.shell.switchDone)
      go(href('home'))
    } catch {
      // The answer rules have told the patient what went wrong.
    } finally {
      hide()
    }
  }

  const confirmSignOut = async () => {
    if (!(await overlays.confirm({ title: menu.signOutQuestion, confirmLabel: menu.signOut }))) return
    await signOut(queryClient)
    go(href('home'))
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
                <button type="button" className={styles.chip} onClick={() => void backToOwnAccount()}>
                  {messages.shell.myOwnAccount}
                </button>
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

        <DrawerGroup title={menu.settingsGroup}>
          <List>
            <Switch
              label={menu.bigFont}
              checked={bigFont === 'ON'}
              onChange={(on) => localSettings.set('isBigFont', on ? 'ON' : 'OFF')}
            />
            {bigFont === 'ON' && (
              <div className={styles.textStep}>
                <RadioGroup
                  legend={menu.bigFontStep}
                  name="bigFontStep"
                  columns={2}
                  options={[
                    { value: 'large', label: menu.bigFontLarge },
                    { value: 'larger', label: menu.bigFontLarger },
                  ]}
                  selected={bigFontStep}
                  onChange={(event) => localSettings.set('bigFontStep', event.target.value as 'large' | 'larger')}
                />
              </div>
            )}
            {session.hasPatientNo && (
              <Switch
                label={menu.shake}
                checked={shake === 'ON'}
                onChange={(on) => localSettings.set('enableShake', on ? 'ON' : 'OFF')}
              />
            )}
            <ListRow
              as="button"
              leading={<Bell aria-hidden="true" />}
              title={menu.alarmSettings}
              chevron
              onClick={() => nativeBridge().openAlarmSettings()}
            />
          </List>
        </DrawerGroup>

        <DrawerServices onNavigate={onClose} />

        {session.isSignedIn && (
          <DrawerGroup title={menu.accountGroup}>
            <List>
              <ListRow
                as="button"
                leading={<IdCard aria-hidden="true" />}
                title={menu.myInfo}
                chevron
                onClick={() => go(href('accountManagement'))}
              />
              <ListRow
                as="button"
                leading={<Users aria-hidden="true" />}
                title={menu.family}
                trailing={family.data ? menu.familyCount(family.data.familyCount) : undefined}
                chevron
                onClick={() => go(href('accountManage'))}
              />
              <ListRow
                as="button"
                leading={<Mail aria-hidden="true" />}
                title={menu.messageBox}
                trailing={unread.data ? menu.unreadMessages(unread.data) : undefined}
                chevron
                onClick={() => go(href('messageBox'))}
              />
            </List>
          </DrawerGroup>
        )}

        <DrawerGroup title={menu.aboutGroup}>
          <List>
            <ListRow
              as="button"
              leading={<FileText aria-hidden="true" />}
              title={menu.terms}
              chevron
              onClick={() => void showTerms(1)}
            />
            <ListRow
              as="button"
              leading={<Shield aria-hidden="true" />}
              title={menu.privacy}
              chevron
              onClick={() => go(href('privacyPolicy'))}
            />
            <AppVersionRow />
            {session.isSignedIn && (
              <ListRow
                as="button"
                leading={<LogOut aria-hidden="true" />}
                title={menu.signOut}
                onClick={() => void confirmSignOut()}
              />
            )}
          </List>
        </DrawerGroup>
      </div>
    </Dialog>
  )
}
