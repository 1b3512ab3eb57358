import type { ComponentType, LazyExoticComponent } from 'react'
import { homeScreens } from '@/features/home/screens'
import type { RouteName } from '@/shared/routes/route-table'
import { importWithRetry, lazyScreen } from '../navigation/lazy-screen'
import { NotReadyScreen } from './ScreenStates'

type Screen = LazyExoticComponent<ComponentType> | ComponentType

/** The registry of every feature's screens: its own chunk (see ./screens.ts). */
const registry = () => import('./screens')

const cache = new Map<RouteName, Screen>()

/**
 * The screen of a route, loaded on first visit: home comes with the first load (not lazy); any other is
 * found in the screen registry (fetched once, retried on a bad connection) and then loaded.
 */
export function screenFor(name: RouteName): Screen {
  const eager = homeScreens[name]
  if (eager) return eager
  let screen = cache.get(name)
  if (!screen) {
    screen = lazyScreen(async () => {
      const { SCREEN_LOADERS } = await importWithRetry(registry)
      const load = SCREEN_LOADERS[name]
      return load ? load() : { default: NotReadyScreen }
    })
    cache.set(name, screen)
  }
  return screen
}

/** Fetches the registry while the patient looks at the first screen, so the next one opens at once. */
export function prefetchScreenRegistry(): void {
  void registry().catch(() => undefined)
}
