/**
 * The ID check at reception (since 2024-05-20): the app's own words around the hospital's. What to
 * bring and who is exempt are the hospital's configuration (hospital info, `receptionIdCheck`) and
 * shown as it writes them; these are only the frame. Loaded with today's schedule, not the first load.
 */
export const idCheck = {
  title: '접수하실 때 본인 확인이 필요합니다',
  exemptionsLead: '다음에 해당하시면 본인 확인을 하지 않습니다.',
  exemptionsLabel: '본인 확인을 하지 않는 경우',
  openCard: '모바일 건강보험증 열기',
  /** The app is not on the phone: its store page opened instead. */
  storeOpened: '모바일 건강보험증 앱이 없어 설치 화면을 열었습니다. 설치하신 뒤 다시 눌러 주세요.',
  notOpened: '모바일 건강보험증 앱을 열지 못했습니다. 신분증을 가져오셔도 접수하실 수 있습니다.',
} as const
