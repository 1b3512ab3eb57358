import type { ScreenLoaders } from '../../shared/routes/screen-loaders'

/** The appointment feature's screens, by route name (the app loads them lazily). */
export const appointmentScreens: ScreenLoaders = {}
