/** What the app says about things only the phone's shell can do. */
export const native = {
  shellOnly: '이 기능은 한빛대학교병원 앱에서 이용할 수 있습니다.',
  locationUnavailable: '이 기기에서는 위치를 확인할 수 없습니다.',
  locationDenied: '위치 권한이 필요합니다. 설정에서 위치 사용을 허용해 주세요.',
  /** The shell did not answer in time (or answered nothing the app could use). */
  noAnswer: '앱이 응답하지 않습니다. 잠시 후 다시 시도해 주세요.',
  /** The shell refused without saying why. */
  refused: '앱에서 요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const
