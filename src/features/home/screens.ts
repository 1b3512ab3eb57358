import type { ComponentType } from 'react'
import type { RouteName } from '@/shared/routes/route-table'
import HomeScreen from './screens/home/HomeScreen'

/**
 * The home feature's screens, by route name. Home is where nearly every visit starts, so it
 * comes with the first load, as a plain component: not lazy, so its first paint is the app's
 * first paint (a lazy screen, even one already loaded, shows the skeleton first and React holds
 * the reveal back for a moment, which was most of the home's LCP).
 */
export const homeScreens: Partial<Record<RouteName, ComponentType>> = {
  home: HomeScreen,
}
