import { startTransition, useEffect, useState } from 'react'
import { lazyWithRetry } from '@/shared/lazy'

/**
 * Code the first screen does not show (below the fold, a pop-up, where back returns to) is asked
 * for once that screen has painted, not beside it: a request that finishes before the first
 * paint competes with the page's own script on a slow connection, and Lighthouse's simulation
 * counts it into the first paint.
 *
 * The app's entry (src/main.tsx) holds the gate until its first contentful paint; everywhere else
 * (stories, tests) nobody holds it and the code loads at once.
 */
let gate: Promise<void> = Promise.resolve()

/** Holds what is loaded after the first paint until the returned function is called. */
export function holdUntilFirstPaint(): () => void {
  let open: () => void = () => undefined
  gate = new Promise<void>((resolve) => {
    open = resolve
  })
  return open
}

/** `load`, started once the first screen has painted. */
export const loadAfterFirstPaint =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    gate.then(load)

/**
 * A lazy component whose code is asked for once the first screen has painted. In the background:
 * after a deploy its failure does not pull the page away (the next screen the patient opens does).
 */
export const lazyAfterFirstPaint: typeof lazyWithRetry = (load) =>
  lazyWithRetry(loadAfterFirstPaint(load), { onNewVersion: 'fail' })

const loadedModules = new Map<() => Promise<unknown>, unknown>()

/**
 * The module `load` gives once the first screen has painted and it has arrived; undefined until
 * then, and after a failed download (the part is left out; the next visit of the screen asks again).
 * For parts below the fold: they appear with a plain update, where a lazy component behind
 * Suspense would be revealed by React up to 300 ms after its code arrived (its throttle after a
 * fallback was shown), and a second one in the same boundary would only be asked for after the
 * first had arrived. `load` must be one function for the app's life (declared at module level).
 */
export function useLoadedAfterFirstPaint<T>(load: () => Promise<T>): T | undefined {
  const [loaded, setLoaded] = useState(() => loadedModules.get(load) as T | undefined)
  useEffect(() => {
    if (loaded !== undefined) return
    let mounted = true
    gate
      .then(load)
      .then((module) => {
        loadedModules.set(load, module)
        // In a transition: React renders the part in slices, yielding to the patient's taps.
        if (mounted) startTransition(() => setLoaded(module))
      })
      .catch(() => undefined)
    return () => {
      mounted = false
    }
  }, [load, loaded])
  return loaded
}
