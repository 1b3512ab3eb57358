import type { NativeBridge } from '../native'
import { localSettings } from './local-settings'

/**
 * The first-run guide is due on a device that has not seen it (isFirstRun Y), inside a shell
 * that will ask for permissions (not in a plain browser, which asks on first use).
 */
export const firstRunGuideDue = (bridge: Pick<NativeBridge, 'kind'>): boolean =>
  bridge.kind !== 'browser' && localSettings.get('isFirstRun') === 'Y'

/**
 * The patient has read the guide: it is not shown again, and the shell asks its permission
 * questions once (isOpenAppFirst Y until then), now that the patient knows why.
 */
export function finishFirstRun(bridge: Pick<NativeBridge, 'requestPermissions'>): void {
  localSettings.set('isFirstRun', 'N')
  if (localSettings.get('isOpenAppFirst') === 'Y') {
    localSettings.set('isOpenAppFirst', 'N')
    bridge.requestPermissions(['location', 'notifications'])
  }
}
