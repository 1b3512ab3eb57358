import type { ScreenLoaders } from '../../shared/routes/screen-loaders'

/** The home feature's screens, by route name (the app loads them lazily). */
export const homeScreens: ScreenLoaders = {
  home: () => import('./screens/home/HomeScreen'),
}
