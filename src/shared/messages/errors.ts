import { HOSPITAL } from '../config/hospital'

/**
 * Spec section 8, the error catalogue, in the Korean patients read: what the frame of every screen
 * says (the answer-handling rules, the shell, the guard). The messages of one screen or flow, and
 * the server's reasons, are `screenErrors` (screen-errors.ts), outside the first load.
 */
export const errors = {
  dialogTitle: '알림',
  notFound: '정보를 찾을 수 없습니다.',
  generic: `오류가 발생했습니다. 문제가 계속되면 문의 전화(${HOSPITAL.phones.inquiry})로 연락해 주세요.`,
  exceptionTitle: '앱 오류',
  exception: '화면을 처리하는 중에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.',
  /** A call that needs the server, made while the phone has no connection. */
  offline: '인터넷에 연결되어 있지 않아 지금은 할 수 없습니다. 연결된 뒤에 다시 시도해 주세요.',
  maintenance: '서비스 점검 중입니다. 이용에 불편을 드려 죄송합니다.',
  outsideRange: '병원 안에서만 이용할 수 있습니다.',
  inpatientOnly: '입원 중인 환자만 이용할 수 있는 서비스입니다.',
  /**
   * A part of the app whose code could not be downloaded (a screen, a menu, the drawer, a card of
   * home): the soft error view with 다시 시도 (src/shared/lazy). By the failure's kind.
   */
  loadFailedTitle: '화면을 불러오지 못했습니다',
  loadFailed: {
    offline: '인터넷에 연결되어 있지 않습니다. 연결된 뒤에 다시 시도해 주세요.',
    timeout: '화면이 도착하지 않았습니다. 인터넷 연결을 확인하고 다시 시도해 주세요.',
    unavailable: '화면을 준비하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },

  /** Signed out because the server no longer knows the session and signing in again failed. */
  sessionEnded: '로그인 정보가 만료되어 로그아웃되었습니다. 다시 로그인해 주세요.',
  /** A call refused (401/403) while the session is good, when the server gave no reason. */
  refused: '이 정보를 볼 수 있는 권한이 없습니다. 문제가 계속되면 원무과로 문의해 주세요.',
  /** The signed-in patient's details could not be loaded (the session is kept). */
  userUnavailable: '내 정보를 불러오지 못했습니다. 로그인은 그대로 유지됩니다. 잠시 후 다시 시도해 주세요.',
  contractMismatch: '서버 응답 형식이 약속과 다릅니다. 개발팀에 알려 주세요.',
  /** 429: the server limits look-ups that could find out about other people. */
  tooManyAttemptsFor: (minutes: number) => `요청이 너무 많습니다. ${minutes}분 뒤에 다시 시도해 주세요.`,
} as const
