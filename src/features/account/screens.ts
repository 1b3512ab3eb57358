import type { ScreenLoaders } from '../../shared/routes/screen-loaders'

/** The account feature's screens, by route name (the app loads them lazily). */
export const accountScreens: ScreenLoaders = {}
