import type { ScreenLoaders } from '../../shared/routes/screen-loaders'

/** The records feature's screens, by route name (the app loads them lazily). */
export const recordsScreens: ScreenLoaders = {}
