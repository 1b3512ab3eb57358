import { useSyncExternalStore } from 'react'

/**
 * Is the hospital's server within reach? The phone's own word (navigator.onLine and its
 * online/offline events) and the app's experience: a call whose connection failed at once
 * (a basement where the phone still shows a bar) counts as offline until the next call is
 * answered or the phone says it is online again. Screens read it to show the offline notice
 * and to explain the actions that need the server.
 */
const listeners = new Set<() => void>()
let deviceOnline = typeof navigator === 'undefined' ? true : navigator.onLine
let unreachable = false
/** Set by tests and stories: the connection as they need it, whatever the browser says. */
let forced: boolean | null = null

const changed = () => listeners.forEach((listener) => listener())

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    deviceOnline = true
    unreachable = false
    changed()
  })
  window.addEventListener('offline', () => {
    deviceOnline = false
    changed()
  })
}

export const connectivity = {
  /** The server may be reached (nothing says otherwise). */
  isOnline: (): boolean => forced ?? (deviceOnline && !unreachable),
  /** The phone itself says it has no connection (not just one failed call). */
  isDeviceOffline: (): boolean => (forced === null ? !deviceOnline : !forced),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** A call's connection failed before any answer (not a timeout: a slow server is reachable). */
  callFailed(): void {
    if (unreachable) return
    unreachable = true
    changed()
  },
  /** A call was answered (any status): the server is within reach. */
  callAnswered(): void {
    if (!unreachable) return
    unreachable = false
    changed()
  },
  /** Tests and stories: `false` offline, `true` online, `null` back to the browser's word. */
  force(online: boolean | null): void {
    forced = online
    unreachable = false
    changed()
  },
}

/** The connection, for a component: re-renders when it changes. */
export const useOnline = (): boolean => useSyncExternalStore(connectivity.subscribe, connectivity.isOnline)
