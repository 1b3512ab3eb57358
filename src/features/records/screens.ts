import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The records feature's screens, by route name (the app loads them lazily). */
export const recordsScreens: ScreenLoaders = {
  outpatientResult: () => import('./screens/outpatient-result/OutpatientResultScreen'),
  outpatientResultDetail: () => import('./screens/outpatient-result-detail/OutpatientResultDetailScreen'),
  outpatientMedicine: () => import('./screens/outpatient-medicine/OutpatientMedicineScreen'),
  outpatientMedicineDetail: () => import('./screens/outpatient-medicine-detail/OutpatientMedicineDetailScreen'),
  medicineReminders: () => import('./screens/medicine-reminders/MedicineRemindersScreen'),
}
