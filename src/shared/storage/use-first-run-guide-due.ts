import { useSyncExternalStore } from 'react'
import { nativeBridge, onNativeBridgeChange } from '../native'
import { firstRunGuideDue } from './first-run'
import { localSettings } from './local-settings'

function subscribe(listener: () => void): () => void {
  const offSettings = localSettings.subscribe(listener)
  const offBridge = onNativeBridgeChange(listener)
  return () => {
    offSettings()
    offBridge()
  }
}

/**
 * Is the first-run guide due, read again whenever the settings change or another shell's bridge is
 * put in place (the demo's shell arrives after the first render: the guide shows at that moment).
 */
export const useFirstRunGuideDue = (): boolean =>
  useSyncExternalStore(subscribe, () => firstRunGuideDue(nativeBridge()))
