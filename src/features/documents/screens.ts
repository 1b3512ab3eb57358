import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The documents feature's screens, by route name (the app loads them lazily). */
export const documentsScreens: ScreenLoaders = {
  visitDocuments: () => import('./screens/visit-documents/VisitDocumentsScreen'),
  paymentConfirmation: () => import('./screens/payment-confirmation/PaymentConfirmationScreen'),
}
