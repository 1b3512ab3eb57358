import type { ScreenLoaders } from '../../shared/routes/screen-loaders'

/** The payment feature's screens, by route name (the app loads them lazily). */
export const paymentScreens: ScreenLoaders = {}
