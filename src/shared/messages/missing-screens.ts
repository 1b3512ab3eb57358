/** A mistyped or unknown address, and a screen not ready yet (src/app/router/MissingScreens.tsx). */
export const missingScreens = {
  notFoundHint: '주소가 잘못되었거나 더 이상 없는 페이지입니다. 홈에서 찾으시는 메뉴를 다시 골라 주세요.',
  notReady: '서비스 준비 중입니다.',
  notReadyHint: '곧 이용하실 수 있도록 준비하고 있습니다.',
  goHome: '홈으로',
} as const
