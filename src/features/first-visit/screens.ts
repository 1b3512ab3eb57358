import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The first-visit feature's screens (the app team's proposal), by route name (loaded lazily). */
export const firstVisitScreens: ScreenLoaders = {
  firstVisit: () => import('./screens/first-visit/FirstVisitScreen'),
  firstVisitNew: () => import('./screens/first-visit-new/FirstVisitNewScreen'),
}
