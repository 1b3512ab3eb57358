import type { ScreenLoaders } from '../../shared/routes/screen-loaders'

/** The hospital feature's screens, by route name (the app loads them lazily). */
export const hospitalScreens: ScreenLoaders = {}
