import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The payment feature's screens, by route name (the app loads them lazily). */
export const paymentScreens: ScreenLoaders = {
  outpatientPaymentDefault: () => import('./screens/payment-default/PaymentDefaultScreen'),
  outpatientPaymentDelegate: () => import('./screens/payment-delegate/PaymentDelegateScreen'),
  outpatientPaymentHistory: () => import('./screens/payment-history/PaymentHistoryScreen'),
  hipassGuide: () => import('./screens/hipass-guide/HipassGuideScreen'),
}
