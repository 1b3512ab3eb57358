import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The visit feature's screens, by route name (the app loads them lazily). */
export const visitScreens: ScreenLoaders = {
  todaySchedule: () => import('./screens/today-schedule/TodayScheduleScreen'),
  timeline: () => import('./screens/timeline/TimelineScreen'),
  timelineDetail: () => import('./screens/timeline-detail/TimelineDetailScreen'),
  waitingNumber: () => import('./screens/waiting-number/WaitingNumberScreen'),
  visitHistory: () => import('./screens/visit-history/VisitHistoryScreen'),
}
