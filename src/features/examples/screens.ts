import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/**
 * The development examples (spec: development only, hidden in production). The app registers
 * them only when `import.meta.env.DEV` is true, so no production build contains them.
 */
export const examplesScreens: ScreenLoaders = {
  noDataExample: () => import('./screens/no-data/NoDataExampleScreen'),
  componentsCollection: () => import('./screens/components-collection/ComponentsCollectionScreen'),
  componentsTodaySchedule: () => import('./screens/components-today-schedule/ComponentsTodayScheduleScreen'),
}
