import type { ScreenLoaders } from '../../shared/routes/screen-loaders'
import HomeScreen from './screens/home/HomeScreen'

/**
 * The home feature's screens, by route name. Home is where nearly every visit starts, so it
 * comes with the first load (one round trip fewer to the first screen) instead of its own chunk.
 */
export const homeScreens: ScreenLoaders = {
  home: () => Promise.resolve({ default: HomeScreen }),
}
