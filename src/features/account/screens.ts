import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The account feature's screens, by route name (the app loads them lazily). */
export const accountScreens: ScreenLoaders = {
  accountSignInAuth: () => import('./screens/sign-in-auth/SignInAuthScreen'),
  accountSignUpTerms: () => import('./screens/sign-up-terms/SignUpTermsScreen'),
  accountSignUpComplete: () => import('./screens/sign-up-complete/SignUpCompleteScreen'),
  registerPatient: () => import('./screens/register-patient/RegisterPatientScreen'),
  accountManagement: () => import('./screens/my-info/MyInfoScreen'),
  accountInfo: () => import('./screens/patient-record/PatientRecordScreen'),
  accountWithdrawal: () => import('./screens/withdrawal/WithdrawalScreen'),
  accountManage: () => import('./screens/family-accounts/FamilyAccountsScreen'),
  accountAddRegisterPatient: () => import('./screens/add-register-patient/AddRegisterPatientScreen'),
  accountAddDelete: () => import('./screens/family-delete/FamilyDeleteScreen'),
}
