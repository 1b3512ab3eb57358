import type { ComponentType } from 'react'
import { homeScreens } from '@/features/home/screens'
import { lazyWithRetry, loadChunk } from '@/shared/lazy'
import type { RouteName } from '@/shared/routes/route-table'

const cache = new Map<RouteName, ComponentType>()

/**
 * The screen of a route, loaded on first visit: home comes with the first load (not lazy); any
 * other is found in the screen registry (./screens.ts, a chunk of its own) and then loaded. A
 * screen that could not be fetched is fetched again at its boundary's next try (ScreenErrorBoundary).
 */
export function screenFor(name: RouteName): ComponentType {
  const eager = homeScreens[name]
  if (eager) return eager
  let screen = cache.get(name)
  if (!screen) {
    screen = lazyWithRetry(() =>
      import('./screens').then(
        ({ SCREEN_LOADERS }): Promise<{ default: ComponentType }> =>
          // A route without a screen yet: "service not ready", its own small chunk.
          SCREEN_LOADERS[name]?.() ?? import('./MissingScreens').then((m) => ({ default: m.NotReadyScreen })),
      ),
    )
    cache.set(name, screen)
  }
  return screen
}

/**
 * Fetches the registry while the patient looks at the first screen, so the next one opens at once.
 * In the background: a failure here is nobody's business until a screen is opened.
 */
export function prefetchScreenRegistry(): void {
  void loadChunk(() => import('./screens'), { onNewVersion: 'fail' }).catch(() => undefined)
}
