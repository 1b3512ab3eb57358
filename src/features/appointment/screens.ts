import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The appointment feature's screens, by route name (the app loads them lazily). */
export const appointmentScreens: ScreenLoaders = {
  outpatientAppointmentStep1: () => import('./screens/step1/Step1Screen'),
  outpatientAppointmentStep1Doctor: () => import('./screens/step1-doctor/Step1DoctorScreen'),
  outpatientAppointmentStep2: () => import('./screens/step2/Step2Screen'),
  outpatientAppointmentStep3: () => import('./screens/step3/Step3Screen'),
  outpatientAppointmentInquiryClinic: () => import('./screens/inquiry-clinic/InquiryClinicScreen'),
  outpatientAppointmentInquiryTest: () => import('./screens/inquiry-test/InquiryTestScreen'),
  alarmSettings: () => import('./screens/alarm-settings/AlarmSettingsScreen'),
}
