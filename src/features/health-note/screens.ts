import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The health note's screen (the fifth main tab), loaded lazily. */
export const healthNoteScreens: ScreenLoaders = {
  healthNote: () => import('./screens/health-note/HealthNoteScreen'),
}
