import { HOSPITAL } from '../config/hospital'

/** The spec's two phone-booking texts (section 9); the hospital config says which applies. */
const PHONE_BOOKING_HOURS = {
  'clinic-days': '일~목 오전 9:00~오후 12:30, 오후 1:30~4:30 / 금 오전 9:00~오후 12:00',
  weekdays: '평일 오전 8:00~오후 5:00, 토요일 오전 8:00~오후 12:00',
} as const

/** The home screen. */
export const home = {
  greeting: (name: string) => `${name}님, 안녕하세요`,
  familyBadge: '가족 계정',
  /** The greeting's next steps, above the fold whatever today holds. */
  quick: {
    label: '자주 쓰는 메뉴',
    book: '진료예약',
    inquiry: '예약조회',
  },
  signedOutTitle: '로그인하고 진료 예약과 기록을 확인하세요',
  signedOutHint: '휴대폰 본인인증으로 간편하게 로그인할 수 있습니다.',
  signIn: '로그인',
  patientCard: '모바일 진료카드',
  registerPatientNo: '환자번호 등록하기',
  registerHint: '환자번호를 등록하면 예약과 진료 기록을 볼 수 있습니다.',
  todaySchedule: '오늘의 일정',
  seeAll: '전체보기',
  shortcuts: '바로가기',
  shortcut: {
    appointment: '진료예약',
    inquiry: '예약조회',
    doctors: '의료진 찾기',
    hipass: '진료비 하이패스',
    payment: '진료비 수납',
    results: '검사결과',
  },
  notices: '공지사항',
  noticeMark: { Y: '공지', N: '일반' },
  newMark: '새 글',
  noNotices: '공지사항이 없습니다',
  openingHours: '진료시간',
  hours: [
    { days: '일~목', time: '오전 9:00 ~ 오후 12:30, 오후 1:30 ~ 5:00' },
    { days: '금', time: '오전 9:00 ~ 오후 12:00' },
    { days: '토', time: '휴진' },
  ],
  phoneBooking: '전화 예약',
  phoneBookingCall: `전화 예약 ${HOSPITAL.phones.appointment}`,
  phoneBookingHoursOf: PHONE_BOOKING_HOURS,
  phoneBookingHours: PHONE_BOOKING_HOURS[HOSPITAL.phoneBookingHours],
  address: '주소',
  wayToGo: '오시는 길 · 주차 안내',
  noticeDialog: {
    hideToday: '오늘 하루 보지 않기',
    close: '닫기',
    more: '자세히 보기',
  },
} as const
