import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The checkup feature's screens, by route name (the app loads them lazily). */
export const checkupScreens: ScreenLoaders = {
  checkupInformationHealth: () => import('./screens/information-health/InformationHealthScreen'),
  checkupInformationGeneral: () => import('./screens/information-general/InformationGeneralScreen'),
  checkupNotice: () => import('./screens/notice/NoticeScreen'),
  checkupScheduleDesign: () => import('./screens/schedule-design/ScheduleDesignScreen'),
  checkupSchedule: () => import('./screens/schedule/ScheduleScreen'),
  checkupAppointment: () => import('./screens/appointment/AppointmentScreen'),
  checkupResult: () => import('./screens/result/ResultScreen'),
  checkupResultDetail: () => import('./screens/result-detail/ResultDetailScreen'),
  checkupReport: () => import('./screens/report/ReportScreen'),
  checkupReportDetail: () => import('./screens/report-detail/ReportDetailScreen'),
  checkupReportDownload: () => import('./screens/report-download/ReportDownloadScreen'),
}
