import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Bell, FileText, IdCard, LogOut, Mail, Shield, Users } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { getFetchTermsDetailQueryOptions } from '@/api/generated/account'
import { unreadMessagesQuery } from '@/shared/blocks/messages/message-queries'
import { decodeBase64Utf8 } from '@/shared/lib/text'
import { menu } from '@/shared/messages/drawer'
import { nativeBridge } from '@/shared/native'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { signOut } from '@/shared/session/session-actions'
import { multiAccountQuery } from '@/shared/session/session-queries'
import { useSession } from '@/shared/session/use-session'
import { localSettings } from '@/shared/storage/local-settings'
import { List, ListRow, Switch } from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import { AppVersionRow } from './AppVersionRow'
import { DrawerGroup, DrawerServices } from './DrawerServices'
import styles from './DrawerMenu.module.css'

/**
 * The drawer's menus under the profile (in the drawer's chunk, see Drawer.tsx): the
 * settings, every service, the account and what is about the app.
 */
export default function DrawerMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession()
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const bigFont = useSyncExternalStore(localSettings.subscribe, () => localSettings.get('isBigFont'))
  const bigFontStep = useSyncExternalStore(localSettings.subscribe, () => localSettings.get('bigFontStep'))
  const shake = useSyncExternalStore(localSettings.subscribe, () => localSettings.get('enableShake'))
  const family = useQuery({ ...multiAccountQuery(), enabled: open && session.isSignedIn })
  const unread = useQuery({ ...unreadMessagesQuery(), enabled: open && session.isSignedIn })

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

  const confirmSignOut = async () => {
    if (!(await overlays.confirm({ title: menu.signOutQuestion, confirmLabel: menu.signOut }))) return
    // Signed out on this phone either way; a revocation whose code could not come is not the
    // patient's to wait for.
    await signOut(queryClient).catch(() => undefined)
    go(href('home'))
  }

  return (
    <>
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
    </>
  )
}
