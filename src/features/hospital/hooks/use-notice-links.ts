import { useEffect, type RefObject } from 'react'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useLeaveApp } from '@/shared/navigation/use-leave-app'
import { linkTarget } from '@/shared/routes/app-link'

/**
 * Links in a notice's body never load in the app's WebView, where another site could call the
 * shell's bridge: a screen of the app opens through the app's own navigation (the route guard
 * asks for sign-in or a patient number as anywhere else), an https page opens in the phone's
 * browser through the shell after the patient agrees (the question names the site: a link's
 * words are the notice writer's, its host is where it leads), a phone number goes to the dialler as every call link does, and
 * anything else does nothing. The sanitizer has already removed the addresses that lead nowhere;
 * this decides again at the click, on what the link holds then.
 */
export function useNoticeLinks(body: RefObject<HTMLElement | null>): void {
  const navigation = useAppNavigation()
  const leaveApp = useLeaveApp()
  useEffect(() => {
    const element = body.current
    if (!element) return
    // One listener for the body: Enter on a focused link is a click too.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null
      if (!link || !element.contains(link)) return
      const target = linkTarget(link.getAttribute('href') ?? '')
      if (target?.kind === 'phone') return
      event.preventDefault()
      if (target?.kind === 'app') void navigation.navigate(target.path)
      else if (target?.kind === 'external')
        void leaveApp(target.url, link.textContent?.trim() || new URL(target.url).host, { showHost: true })
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [body, navigation, leaveApp])
}
