import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The parking feature's screens, by route name (the app loads them lazily). */
export const parkingScreens: ScreenLoaders = {
  parkingInfo: () => import('./screens/parking-info/ParkingInfoScreen'),
}
