import type { LocalNotice, NoticeOutcome } from './types'

/**
 * The web's notification, where the patient has allowed it: through the service worker where
 * there is one (phone browsers allow no other), the page's own otherwise. `blocked` tells the
 * app to say it on the screen instead.
 */
export async function webNotify({ id, title, body }: LocalNotice): Promise<NoticeOutcome> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return 'blocked'
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    if (registration) await registration.showNotification(title, { body, tag: id })
    else new Notification(title, { body, tag: id })
    return 'shown'
  } catch {
    return 'blocked'
  }
}

/** The browser's own question, once (a refusal is the browser's to remember). */
export function askWebNotifications(): void {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
    void Notification.requestPermission().catch(() => undefined)
  }
}
