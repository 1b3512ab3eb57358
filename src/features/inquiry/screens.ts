import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The 1:1 inquiry feature's screens, by route name (the app loads them lazily). */
export const inquiryScreens: ScreenLoaders = {
  inquiry: () => import('./screens/inquiry-list/InquiryListScreen'),
  inquiryDetail: () => import('./screens/inquiry-detail/InquiryDetailScreen'),
  inquiryNew: () => import('./screens/inquiry-new/InquiryNewScreen'),
}
