/**
 * The one route table: every screen of the spec's route list (routes.tsv, kept beside the
 * repository with the spec; tests/unit/contracts/spec-files.ts finds it) with its path (letter for
 * letter), title key and access flags. The router renders it (src/app/router), the guard reads
 * its flags, and every link is built from it with `href(name, params)`: no screen types a path.
 */
import type { TitleKey } from '../messages'

export interface RouteAccess {
  /** Open to signed-out visitors. */
  isPublic?: boolean
  /** Needs a registered patient number (the register-patient dialog otherwise). */
  isRequiredPatientNo?: boolean
  /** Only for patients in hospital now (isStatusIn Y). */
  isInpatientCheck?: boolean
  /** Only for main user ids on the inpatient-payment allow list (maintenance message otherwise). */
  isInpatientPaymentAllowList?: boolean
}

export interface RouteDefinition extends RouteAccess {
  path: string
  title: TitleKey
  /** Sends the visitor on to another route (parents of tabbed screens): a route name. */
  redirectTo?: string
  /** Hides the bottom tab bar (flows such as booking and payment). */
  hideTabBar?: boolean
}

const login = {} satisfies RouteAccess
const patient = { isRequiredPatientNo: true } satisfies RouteAccess
const inpatient = { isRequiredPatientNo: true, isInpatientCheck: true } satisfies RouteAccess
const open = { isPublic: true } satisfies RouteAccess

const APP_ROUTES = {
  // Home and account
  home: { path: '/', title: 'home', ...open },
  accountSignInAuth: { path: '/login/auth', title: 'accountSignInAuth', ...open, hideTabBar: true },
  accountSignUpTerms: { path: '/account/signUp/terms', title: 'accountSignUpTerms', ...open, hideTabBar: true },
  accountSignUpComplete: {
    path: '/account/signUp/complete',
    title: 'accountSignUpComplete',
    ...open,
    hideTabBar: true,
  },
  registerPatient: { path: '/account/register/patient', title: 'registerPatient', ...open, hideTabBar: true },
  accountWithdrawal: { path: '/account/withdrawal', title: 'accountWithdrawal', ...login, hideTabBar: true },
  accountManage: { path: '/account/add/manage', title: 'accountManage', ...login },
  accountAddRegisterPatient: {
    path: '/account/add/register/patient',
    title: 'accountAddRegisterPatient',
    ...login,
    hideTabBar: true,
  },
  accountAddDelete: { path: '/account/add/delete', title: 'accountAddDelete', ...login },
  accountManagement: { path: '/account/management', title: 'accountManagement', ...login },
  accountInfo: { path: '/account/info', title: 'accountInfo', ...patient },

  // Checkup
  checkupScheduleDesign: { path: '/checkup/scheduleDesign', title: 'checkupScheduleDesign', ...patient },
  checkupSchedule: { path: '/checkup/schedule', title: 'checkupSchedule', ...patient },
  checkupInformation: {
    path: '/checkup/information',
    title: 'checkupInformation',
    ...open,
    redirectTo: 'checkupInformationHealth',
  },
  checkupInformationHealth: { path: '/checkup/information/health', title: 'checkupInformationHealth', ...open },
  checkupInformationGeneral: { path: '/checkup/information/general', title: 'checkupInformationGeneral', ...open },
  checkupNotice: { path: '/checkup/notice', title: 'checkupNotice', ...open },
  checkupAppointment: { path: '/checkup/appointment', title: 'checkupAppointment', ...patient },
  checkupResult: { path: '/checkup/result', title: 'checkupResult', ...patient },
  checkupResultDetail: { path: '/checkup/result/:checkupId/:checkupType', title: 'checkupResultDetail', ...patient },
  checkupReport: { path: '/checkup/result/report', title: 'checkupReport', ...patient },
  checkupReportDetail: {
    path: '/checkup/result/report/:receptionId/:checkupDate',
    title: 'checkupReportDetail',
    ...patient,
  },
  checkupReportDownload: {
    path: '/checkup/result/report/file/download/:checkupDate/:fileName',
    title: 'checkupReportDownload',
    ...patient,
  },

  // Common
  timeline: { path: '/timeline', title: 'timeline', ...login },
  timelineDetail: { path: '/timeline/:detailData', title: 'timelineDetail', ...login },
  todaySchedule: { path: '/schedule/today-schedule', title: 'todaySchedule', ...login },
  messageBox: { path: '/common/messageBox', title: 'messageBox', ...login },
  alarmSettings: {
    path: '/common/alarm/settings/:appointmentId/:appointmentDate/:appointmentTime/:routeInfo',
    title: 'alarmSettings',
    ...login,
  },
  parkingInfo: { path: '/common/guidance/parkingInfo', title: 'parkingInfo', ...login },
  privacyPolicy: { path: '/common/guidance/privacyPolicy', title: 'privacyPolicy', ...open },
  // Screens the spec titles without a path
  waitingNumber: { path: '/outpatient/waiting/:receptionId/:departmentCode', title: 'waitingNumber', ...patient },
  inquiry: { path: '/common/inquiry', title: 'inquiry', ...login },
  inquiryNew: { path: '/common/inquiry/new', title: 'inquiryNew', ...login, hideTabBar: true },
  inquiryDetail: { path: '/common/inquiry/:inquiryId', title: 'inquiryDetail', ...login },
  healthNote: { path: '/health-note', title: 'healthNote', ...login },
  // The app team's proposal: a newcomer's first visit, asked for before there is a patient number.
  firstVisit: { path: '/outpatient/first-visit', title: 'firstVisit', ...login },
  firstVisitNew: { path: '/outpatient/first-visit/new', title: 'firstVisitNew', ...login, hideTabBar: true },

  // Hospital (all public)
  hospitalGuide: { path: '/hospital/guide', title: 'hospitalGuide', ...open, redirectTo: 'hospitalGuideOutpatient' },
  hospitalGuideOutpatient: { path: '/hospital/guide/outpatient', title: 'hospitalGuideOutpatient', ...open },
  hospitalGuideCopyIssue: { path: '/hospital/guide/copy/issue', title: 'hospitalGuideCopyIssue', ...open },
  hospitalGuidePrescriptionProxy: {
    path: '/hospital/guide/prescription/proxy',
    title: 'hospitalGuidePrescriptionProxy',
    ...open,
  },
  hospitalFacility: {
    path: '/hospital/facility',
    title: 'hospitalFacility',
    ...open,
    redirectTo: 'hospitalFacilityWaytogo',
  },
  hospitalFacilityWaytogo: { path: '/hospital/facility/waytogo', title: 'hospitalFacilityWaytogo', ...open },
  hospitalFacilityLayout: { path: '/hospital/facility/layout', title: 'hospitalFacilityLayout', ...open },
  hospitalFacilityConvenient: { path: '/hospital/facility/convenient', title: 'hospitalFacilityConvenient', ...open },
  hospitalFacilityParking: { path: '/hospital/facility/parking', title: 'hospitalFacilityParking', ...open },
  hospitalFacilityTelephone: { path: '/hospital/facility/telephone', title: 'hospitalFacilityTelephone', ...open },
  department: { path: '/department', title: 'department', ...open },
  departmentTest: { path: '/departmentTest', title: 'departmentTest', ...open },
  departmentDetail: { path: '/department/:departmentCode/:departmentName', title: 'departmentDetail', ...open },
  doctorDetail: { path: '/department/doctor/:departmentCode/:doctorCode/:isBookable', title: 'doctorDetail', ...open },
  questionnaire: { path: '/hospital/munjin/corona', title: 'questionnaire', ...open },
  notice: { path: '/hospital/notice/notice', title: 'notice', ...open },
  noticeDetail: { path: '/hospital/notice/noticeDetail', title: 'noticeDetail', ...open },
  hipassGuide: { path: '/hospital/hipass/guide', title: 'hipassGuide', ...open },

  // Outpatient
  outpatientAppointmentStep1: {
    path: '/outpatient/appointment/step1',
    title: 'outpatientAppointment',
    ...patient,
    hideTabBar: true,
  },
  outpatientAppointmentStep1Doctor: {
    path: '/outpatient/appointment/step1/doctor',
    title: 'outpatientAppointment',
    ...patient,
    hideTabBar: true,
  },
  outpatientAppointmentStep2: {
    path: '/outpatient/appointment/step2',
    title: 'outpatientAppointment',
    ...patient,
    hideTabBar: true,
  },
  outpatientAppointmentStep3: {
    path: '/outpatient/appointment/step3',
    title: 'outpatientAppointment',
    ...patient,
    hideTabBar: true,
  },
  outpatientAppointmentInquiry: {
    path: '/outpatient/appointment/inquiry',
    title: 'outpatientAppointmentInquiry',
    ...patient,
    redirectTo: 'outpatientAppointmentInquiryClinic',
  },
  outpatientAppointmentInquiryClinic: {
    path: '/outpatient/appointment/inquiry/clinic',
    title: 'outpatientAppointmentInquiryClinic',
    ...patient,
  },
  outpatientAppointmentInquiryTest: {
    path: '/outpatient/appointment/inquiry/test',
    title: 'outpatientAppointmentInquiryTest',
    ...patient,
  },
  outpatientResult: { path: '/outpatient/result', title: 'outpatientResult', ...patient },
  outpatientResultDetail: {
    path: '/outpatient/result/:receptionId/:orderDate/:testDate',
    title: 'outpatientResultDetail',
    ...patient,
  },
  outpatientPayment: {
    path: '/outpatient/payment',
    title: 'outpatientPayment',
    ...patient,
    redirectTo: 'outpatientPaymentDefault',
  },
  outpatientPaymentDefault: { path: '/outpatient/payment/default', title: 'outpatientPayment', ...patient },
  outpatientPaymentDelegate: { path: '/outpatient/payment/delegate', title: 'outpatientPaymentDelegate', ...patient },
  outpatientPaymentHistory: { path: '/outpatient/payment/history', title: 'outpatientPaymentHistory', ...patient },
  outpatientMedicine: { path: '/outpatient/medicine', title: 'outpatientMedicine', ...patient },
  // The visit history of spec section 1 (진료내역: listVisitHistory), a screen without a spec path.
  visitHistory: { path: '/outpatient/visit-history', title: 'visitHistory', ...patient },
  outpatientMedicineDetail: {
    path: '/outpatient/medicine/:receptionId/:orderDate',
    title: 'outpatientMedicineDetail',
    ...patient,
  },
  // Medicine reminders (복약 알림), outpatient and inpatient alike: a screen without a spec path.
  medicineReminders: { path: '/medicine/reminders', title: 'medicineReminders', ...patient },
  // Documents of a visit or a stay (one of them opened: ?document=RECEIPT), and the year's payment
  // confirmation (the app team's proposal: screens without a spec path).
  visitDocuments: { path: '/documents/visit/:receptionId', title: 'visitDocuments', ...patient },
  paymentConfirmation: { path: '/documents/payment-confirmation', title: 'paymentConfirmation', ...patient },

  // Inpatient
  inpatientOperationSchedule: { path: '/inpatient/operation/schedule', title: 'inpatientSchedule', ...inpatient },
  inpatientOperationCurrent: {
    path: '/inpatient/operation/current',
    title: 'inpatientOperationCurrent',
    ...inpatient,
    redirectTo: 'inpatientOperationCurrentDefault',
  },
  inpatientOperationCurrentDefault: {
    path: '/inpatient/operation/current/default',
    title: 'inpatientOperationCurrent',
    ...inpatient,
  },
  inpatientOperationCurrentFamily: {
    path: '/inpatient/operation/current/family',
    title: 'inpatientOperationCurrent',
    ...inpatient,
  },
  inpatientResult: { path: '/inpatient/result', title: 'inpatientResult', ...inpatient },
  inpatientResultDetail: {
    path: '/inpatient/result/:receptionId/:orderDate/:testDate',
    title: 'inpatientResultDetail',
    ...inpatient,
  },
  inpatientPayment: {
    path: '/inpatient/payment',
    title: 'inpatientPayment',
    ...inpatient,
    isInpatientPaymentAllowList: true,
    redirectTo: 'inpatientPaymentDefault',
  },
  inpatientPaymentDefault: {
    path: '/inpatient/payment/default',
    title: 'inpatientPayment',
    ...inpatient,
    isInpatientPaymentAllowList: true,
  },
  inpatientPaymentHistory: {
    path: '/inpatient/payment/history',
    title: 'inpatientPaymentHistory',
    ...inpatient,
    isInpatientPaymentAllowList: true,
  },
  inpatientMedicine: { path: '/inpatient/medicine', title: 'inpatientMedicine', ...inpatient },
  inpatientMedicineDetail: { path: '/inpatient/medicine/:receptionId', title: 'inpatientMedicineDetail', ...inpatient },
  inpatientRound: { path: '/inpatient/round', title: 'inpatientRound', ...inpatient },
  inpatientInformation: {
    path: '/inpatient/information',
    title: 'inpatientInformation',
    ...patient,
    redirectTo: 'inpatientInformationProcess',
  },
  inpatientInformationProcess: { path: '/inpatient/information/process', title: 'inpatientInformation', ...patient },
  inpatientInformationDischarge: {
    path: '/inpatient/information/discharge',
    title: 'inpatientInformation',
    ...patient,
  },
  inpatientInformationLiving: { path: '/inpatient/information/living', title: 'inpatientInformation', ...patient },
  inpatientLifeInformation: {
    path: '/inpatient/lifeInformation',
    title: 'inpatientLifeInformation',
    ...patient,
    redirectTo: 'inpatientLifeInformationLife',
  },
  inpatientLifeInformationLife: {
    path: '/inpatient/lifeInformation/life',
    title: 'inpatientLifeInformation',
    ...patient,
  },
  inpatientLifeInformationWard: {
    path: '/inpatient/lifeInformation/ward',
    title: 'inpatientLifeInformation',
    ...patient,
  },
  inpatientLifeInformationWarning: {
    path: '/inpatient/lifeInformation/warning',
    title: 'inpatientLifeInformation',
    ...patient,
  },
  inpatientLifeInformationWelfare: {
    path: '/inpatient/lifeInformation/welfare',
    title: 'inpatientLifeInformation',
    ...patient,
  },
  inpatientLifeInformationRights: {
    path: '/inpatient/lifeInformation/rights',
    title: 'inpatientLifeInformation',
    ...patient,
  },
  inpatientLifeInformationFacility: {
    path: '/inpatient/lifeInformation/facility',
    title: 'inpatientLifeInformation',
    ...patient,
  },

  // Prescriptions
  prescriptions: { path: '/prescriptions', title: 'prescriptions', ...patient },
  prescriptionsPharmInfo: { path: '/prescriptions/pharm/info', title: 'prescriptionsPharmInfo', ...patient },
  prescriptionsDetail: { path: '/prescriptionsDetail', title: 'prescriptionsDetail', ...patient },
  prescriptionsPharmSelect: { path: '/prescriptionsPharmSelect', title: 'prescriptionsPharmSelect', ...patient },
} as const satisfies Record<string, RouteDefinition>

/** The examples: development builds only (production builds never contain these paths). */
const DEV_ROUTES = {
  noDataExample: { path: '/example/noDataExample', title: 'noDataExample', ...open },
  componentsCollection: {
    path: '/example/componentsCollection',
    title: 'componentsCollection',
    ...open,
  },
  componentsTodaySchedule: {
    path: '/example/componentsTodaySchedule',
    title: 'componentsTodaySchedule',
    ...open,
  },
} as const satisfies Record<string, RouteDefinition>

export const ROUTES = {
  ...APP_ROUTES,
  // `import.meta.env.DEV` is a constant to the bundler: production drops DEV_ROUTES entirely.
  ...(import.meta.env.DEV ? DEV_ROUTES : undefined),
} as typeof APP_ROUTES & typeof DEV_ROUTES

export type RouteName = keyof typeof ROUTES

/** The `:param` names of a path, as a type. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

export type RouteParams<N extends RouteName> = { [K in ParamNames<(typeof ROUTES)[N]['path']>]: string }

/** Routes without parameters (menu entries, tabs). */
export type StaticRouteName = {
  [N in RouteName]: [ParamNames<(typeof ROUTES)[N]['path']>] extends [never] ? N : never
}[RouteName]

type HrefArgs<N extends RouteName> = [ParamNames<(typeof ROUTES)[N]['path']>] extends [never]
  ? [params?: undefined, search?: Record<string, string>]
  : [params: RouteParams<N>, search?: Record<string, string>]

/** The URL of a route, with its parameters encoded. */
export function href<N extends RouteName>(name: N, ...[params, search]: HrefArgs<N>): string {
  const path = ROUTES[name].path.replace(/:(\w+)/g, (_: string, key: string) =>
    encodeURIComponent((params as Record<string, string> | undefined)?.[key] ?? ''),
  )
  const query = search ? `?${new URLSearchParams(search).toString()}` : ''
  return `${path}${query}`
}

export const routeDefinition = (name: RouteName): RouteDefinition => ROUTES[name]
