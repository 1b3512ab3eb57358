import { ROUTES, type StaticRouteName } from '@/shared/routes/route-table'

export type TabId = 'outpatient' | 'inpatient' | 'checkup' | 'info'

/** Which tab each menu route belongs to (for the tab bar's current mark), without the icons. */
const TAB_ROUTES: Record<TabId, StaticRouteName[]> = {
  outpatient: [
    'outpatientAppointmentStep1',
    'outpatientAppointmentInquiryClinic',
    'todaySchedule',
    'timeline',
    'visitHistory',
    'outpatientPaymentDefault',
    'outpatientPaymentDelegate',
    'outpatientPaymentHistory',
    'outpatientResult',
    'outpatientMedicine',
    'prescriptions',
    'hipassGuide',
    'parkingInfo',
  ],
  inpatient: [
    'inpatientOperationSchedule',
    'inpatientOperationCurrentDefault',
    'inpatientResult',
    'inpatientPaymentDefault',
    'inpatientMedicine',
    'inpatientRound',
    'inpatientInformationProcess',
    'inpatientLifeInformationLife',
  ],
  checkup: [
    'checkupAppointment',
    'checkupSchedule',
    'checkupScheduleDesign',
    'checkupResult',
    'checkupReport',
    'checkupInformationHealth',
    'checkupNotice',
  ],
  info: [
    'department',
    'notice',
    'hospitalGuideOutpatient',
    'hospitalFacilityWaytogo',
    'hospitalFacilityLayout',
    'hospitalFacilityConvenient',
    'hospitalFacilityParking',
    'hospitalFacilityTelephone',
    'questionnaire',
    'inquiry',
  ],
}

export function tabOfPath(path: string): TabId | null {
  for (const tab of Object.keys(TAB_ROUTES) as TabId[]) {
    if (TAB_ROUTES[tab].some((route) => ROUTES[route].path === path)) return tab
  }
  return null
}

export { TAB_ROUTES }
