import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The message box feature's screens, by route name (the app loads them lazily). */
export const messageBoxScreens: ScreenLoaders = {
  messageBox: () => import('./screens/message-box/MessageBoxScreen'),
}
