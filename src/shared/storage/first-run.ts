import type { NativeBridge } from '../native'
import { localSettings } from './local-settings'

/**
 * The first-run guide is due on a device that has not seen it (isFirstRun Y), inside a shell
 * that will ask for permissions (not in a plain browser, which asks on first use).
 */
export const firstRunGuideDue = (bridge: Pick<NativeBridge, 'kind'>): boolean =>
  bridge.kind !== 'browser' && localSettings.get('isFirstRun') === 'Y'

/** This start of the app (the WebView's session): the guide was read in it. */
const READ_THIS_START = 'firstRunReadThisStart'
let readThisStart = false

/**
 * The guide was read at this start of the app: home shows nothing more before itself (the
 * notices' pop-up waits for the next start), so a first launch asks one thing, not two.
 */
export function firstRunGuideReadThisStart(): boolean {
  try {
    return sessionStorage.getItem(READ_THIS_START) === 'Y'
  } catch {
    return readThisStart
  }
}

/**
 * The patient has read the guide: it is not shown again, and the shell asks its permission
 * questions once (isOpenAppFirst Y until then), now that the patient knows why.
 */
export function finishFirstRun(bridge: Pick<NativeBridge, 'requestPermissions'>): void {
  try {
    sessionStorage.setItem(READ_THIS_START, 'Y')
  } catch {
    // Without storage (private mode, the unit tests' Node): for as long as the page lives.
    readThisStart = true
  }
  localSettings.set('isFirstRun', 'N')
  if (localSettings.get('isOpenAppFirst') === 'Y') {
    localSettings.set('isOpenAppFirst', 'N')
    bridge.requestPermissions(['location', 'notifications'])
  }
}
