/**
 * The app's own popstate handling, ahead of the router's. Overlays own history entries
 * (use-history-back) and home has an exit sentinel (use-exit-guard); a popstate those entries
 * cause is theirs alone, and the router must never see it (it would take it for a navigation:
 * back-to-home routes would go home when a dialog closes). Chromium calls a window's popstate
 * listeners in the order they were added, capture or not, so one listener is added before the
 * router starts listening (main.tsx) and hands each event to the app's handlers in turn.
 */

/** Returns true when it took the event: later handlers and the router do not see it. */
export type PopStateHandler = () => boolean

const handlers: PopStateHandler[] = []
let installed = false

function dispatch(event: PopStateEvent): void {
  for (const handler of [...handlers]) {
    if (handler()) {
      event.stopImmediatePropagation()
      return
    }
  }
}

/** Adds the one listener; call it before the router mounts. Later calls do nothing. */
export function installHistoryEvents(): void {
  if (installed) return
  installed = true
  window.addEventListener('popstate', dispatch)
}

/** Registers a handler, after those registered before it. */
export function onPopState(handler: PopStateHandler): () => void {
  installHistoryEvents()
  handlers.push(handler)
  return () => {
    const index = handlers.indexOf(handler)
    if (index >= 0) handlers.splice(index, 1)
  }
}
