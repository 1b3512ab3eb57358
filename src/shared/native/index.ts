/**
 * The native bridge: one typed module for everything the app shell provides. It picks the
 * Android or iOS transport when the shell is there, otherwise the browser fallback; the demo
 * installs its own implementation (mocks/native) that logs every call in the demo panel.
 */
import { lazyBridge } from './lazy-bridge'
import type { NativeBridge, NativeEvent } from './types'

declare global {
  interface Window {
    /** Android: a JavascriptInterface taking JSON strings. */
    HanbitAndroid?: { postMessage(json: string): void }
    /** iOS: a WKScriptMessageHandler named `hanbit`. */
    webkit?: { messageHandlers?: { hanbit?: { postMessage(message: unknown): void } } }
  }
}

function detect(): NativeBridge {
  const browser = () => lazyBridge('browser', () => import('./browser-bridge').then((m) => m.createBrowserBridge()))
  if (typeof window === 'undefined') return browser()
  const android = window.HanbitAndroid
  if (android) {
    return lazyBridge('android', () =>
      import('./message-bridge').then((m) =>
        m.createMessageBridge('android', (message) => android.postMessage(JSON.stringify(message))),
      ),
    )
  }
  const ios = window.webkit?.messageHandlers?.hanbit
  if (ios) {
    return lazyBridge('ios', () =>
      import('./message-bridge').then((m) => m.createMessageBridge('ios', (message) => ios.postMessage(message))),
    )
  }
  return browser()
}

let current: NativeBridge | undefined

/**
 * Who listens to the shell's events (back, shake). Kept here, not in a bridge, so listeners
 * registered before another bridge is put in place (the demo's, after the app has mounted)
 * move over to it.
 */
interface Subscription {
  event: NativeEvent
  handler: () => void
  off: () => void
}
const subscriptions = new Set<Subscription>()

function withSubscriptions(bridge: NativeBridge): NativeBridge {
  return {
    ...bridge,
    on(event, handler) {
      const subscription: Subscription = { event, handler, off: bridge.on(event, handler) }
      subscriptions.add(subscription)
      return () => {
        subscription.off()
        subscriptions.delete(subscription)
      }
    },
  }
}

/** The shell's bridge (detected on first use). */
export function nativeBridge(): NativeBridge {
  current ??= withSubscriptions(detect())
  return current
}

const bridgeListeners = new Set<() => void>()

/** Who reads the bridge's kind on screen (the first-run guide): told when another is put in place. */
export function onNativeBridgeChange(listener: () => void): () => void {
  bridgeListeners.add(listener)
  return () => bridgeListeners.delete(listener)
}

/** Demo mode, Storybook and tests put their own implementation in place. */
export function setNativeBridge(bridge: NativeBridge): void {
  current = withSubscriptions(bridge)
  for (const subscription of subscriptions) {
    subscription.off()
    subscription.off = bridge.on(subscription.event, subscription.handler)
  }
  bridgeListeners.forEach((listener) => listener())
}

export { NativeCallError } from './native-call-error'
export type * from './types'
