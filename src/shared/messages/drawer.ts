/**
 * The side menu's words (shell): the account, the settings, the terms and the version. A file of
 * their own so they travel with the drawer's chunk, not the first load.
 */
export const menu = {
  loginPrompt: '로그인해 주세요',
  loginPromptHint: '로그인하면 예약과 진료 기록을 볼 수 있습니다',
  barcode: '모바일 진료카드',
  myInfo: '내 정보 관리',
  family: '가족 계정 관리',
  familyCount: (count: number) => `${count}명`,
  bigFont: '큰 글씨',
  bigFontStep: '글씨 크기',
  bigFontLarge: '크게',
  bigFontLarger: '아주 크게',
  shake: '흔들어서 진료카드 열기',
  messageBox: '메시지함',
  unreadMessages: (count: number) => `새 메시지 ${count}건`,
  alarmSettings: '알림 설정',
  terms: '이용약관',
  privacy: '개인정보 처리방침',
  appVersion: '앱 버전',
  latestVersion: '최신 버전입니다',
  newVersion: (latest: string) => `새 버전 ${latest}이 나왔습니다`,
  update: '업데이트',
  signOut: '로그아웃',
  signOutQuestion: '로그아웃할까요?',
  /** The drawer's groups below the services (the services take the tab names). */
  accountGroup: '내 계정',
  settingsGroup: '설정',
  aboutGroup: '앱 정보',
} as const
