import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The e-prescription feature's screens, by route name (the app loads them lazily). */
export const prescriptionsScreens: ScreenLoaders = {
  prescriptions: () => import('./screens/prescriptions/PrescriptionsScreen'),
  prescriptionsDetail: () => import('./screens/prescription-detail/PrescriptionDetailScreen'),
  prescriptionsPharmSelect: () => import('./screens/pharm-select/PharmSelectScreen'),
  prescriptionsPharmInfo: () => import('./screens/pharm-info/PharmInfoScreen'),
}
