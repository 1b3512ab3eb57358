import type { ScreenLoaders } from '../../shared/routes/screen-loaders'

/** The visit feature's screens, by route name (the app loads them lazily). */
export const visitScreens: ScreenLoaders = {}
