import {
  createContext,
  createElement,
  lazy,
  useContext,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
} from 'react'
import { loadChunk, type LoadChunkOptions } from './load-chunk'

/**
 * Which try of a part this is. A LoadBoundary gives each of its mounts and each 다시 시도 a new
 * number; a lazy component whose load failed under an earlier number starts a new download.
 */
export const LoadAttemptContext = createContext(0)

let attempts = 0
/** A number no boundary has used yet. */
export const nextLoadAttempt = (): number => ++attempts

// As React.lazy types it: any component, its props kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>

interface Loaded<C extends AnyComponent> {
  attempt: number
  failed: boolean
  Component: LazyExoticComponent<C>
}

/**
 * React.lazy keeps a rejected import for good: a part that failed once (no connection) would
 * fail forever, even once the connection is back. This one loads through `loadChunk` and, after
 * a failure, downloads again at the next try of its boundary (its 다시 시도, or the part opened
 * again). Not within the same try: the boundary has to show the failure first.
 */
export function lazyWithRetry<C extends AnyComponent>(
  load: () => Promise<{ default: C }>,
  options?: LoadChunkOptions,
): ComponentType<ComponentProps<C>> {
  const start = (attempt: number): Loaded<C> => {
    const loaded: Loaded<C> = {
      attempt,
      failed: false,
      Component: lazy(() =>
        loadChunk(load, options).catch((error: unknown) => {
          loaded.failed = true
          throw error
        }),
      ),
    }
    return loaded
  }
  let current: Loaded<C> | undefined
  function LazyPart(props: ComponentProps<C>) {
    const attempt = useContext(LoadAttemptContext)
    // A module-level cache on purpose: every place that shows the part shares one download.
    if (!current || (current.failed && current.attempt !== attempt)) current = start(attempt)
    return createElement(current.Component, props)
  }
  return LazyPart
}
