import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The inpatient feature's screens, by route name (the app loads them lazily). */
export const inpatientScreens: ScreenLoaders = {
  inpatientOperationSchedule: () => import('./screens/schedule/InpatientScheduleScreen'),
  inpatientOperationCurrentDefault: () => import('./screens/surgery/SurgeryStatusScreen'),
  inpatientOperationCurrentFamily: () => import('./screens/surgery-family/SurgeryFamilyScreen'),
  inpatientRound: () => import('./screens/round/RoundScreen'),
  inpatientResult: () => import('./screens/result/InpatientResultScreen'),
  inpatientResultDetail: () => import('./screens/result-detail/InpatientResultDetailScreen'),
  inpatientMedicine: () => import('./screens/medicine/InpatientMedicineScreen'),
  inpatientMedicineDetail: () => import('./screens/medicine-detail/InpatientMedicineDetailScreen'),
  inpatientPaymentDefault: () => import('./screens/payment/InterimBillScreen'),
  inpatientPaymentHistory: () => import('./screens/payment-history/InpatientPaymentHistoryScreen'),
  inpatientInformationProcess: () => import('./screens/information/ProcessScreen'),
  inpatientInformationDischarge: () => import('./screens/information/DischargeScreen'),
  inpatientInformationLiving: () => import('./screens/information/LivingScreen'),
  inpatientLifeInformationLife: () => import('./screens/life-information/LifeScreen'),
  inpatientLifeInformationWard: () => import('./screens/life-information/WardScreen'),
  inpatientLifeInformationWarning: () => import('./screens/life-information/WarningScreen'),
  inpatientLifeInformationWelfare: () => import('./screens/life-information/WelfareScreen'),
  inpatientLifeInformationRights: () => import('./screens/life-information/RightsScreen'),
  inpatientLifeInformationFacility: () => import('./screens/life-information/FacilityScreen'),
}
