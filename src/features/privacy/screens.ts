import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The privacy feature's screens, by route name (the app loads them lazily). */
export const privacyScreens: ScreenLoaders = {
  privacyPolicy: () => import('./screens/privacy-policy/PrivacyPolicyScreen'),
}
