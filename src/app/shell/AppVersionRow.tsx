import { useQuery } from '@tanstack/react-query'
import { APP_RELEASE } from '@/shared/config/app-release'
import { isOlderVersion } from '@/shared/lib/version'
import { messages } from '@/shared/messages'
import { nativeBridge } from '@/shared/native'
import { appInfoQuery } from '@/shared/native/app-info-query'
import { Button, ListRow } from '@/shared/ui'

const { menu } = messages.shell

/**
 * The installed shell's version (from the shell itself), and whether a newer one is in the
 * store: then a button opens the store page. In a browser the web app's own version is shown.
 */
export function AppVersionRow() {
  const info = useQuery(appInfoQuery())
  const installed = info.data?.appVersion ?? import.meta.env.VITE_APP_VERSION ?? ''
  const os = info.data?.os
  const latest = os === 'ANDROID' || os === 'IOS' ? APP_RELEASE.latest[os] : undefined
  const older = latest !== undefined && isOlderVersion(installed, latest)
  return (
    <ListRow
      title={menu.appVersion}
      description={older ? `${installed} · ${menu.newVersion(latest)}` : latest ? menu.latestVersion : undefined}
      trailing={
        older && (os === 'ANDROID' || os === 'IOS') ? (
          <Button variant="outline" onClick={() => nativeBridge().openExternal(APP_RELEASE.storeUrl[os])}>
            {menu.update}
          </Button>
        ) : (
          installed
        )
      }
    />
  )
}
