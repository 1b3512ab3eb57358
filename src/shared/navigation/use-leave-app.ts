import { useCallback } from 'react'
import { leaveApp as words } from '@/shared/messages/leave-app'
import { nativeBridge } from '@/shared/native'
import { useOverlays } from '@/shared/overlays/overlays-context'

/**
 * Opens a page outside the app (in the phone's browser, through the shell) after saying so:
 * a patient who taps a link should know the app is being left, and where to. `page` is what the
 * patient tapped; `address` (a notice's link, written by someone else) adds the site's host, so
 * a link's words cannot hide where it leads.
 */
export function useLeaveApp(): (url: string, page: string, options?: { showHost?: boolean }) => Promise<void> {
  const overlays = useOverlays()
  return useCallback(
    async (url, page, options) => {
      const host = options?.showHost ? new URL(url).host : undefined
      const yes = await overlays.confirm({
        title: words.leaveTitle(page),
        message: host ? words.leaveMessageTo(host) : words.leaveMessage,
        confirmLabel: words.open,
      })
      if (yes) nativeBridge().openExternal(url)
    },
    [overlays],
  )
}
