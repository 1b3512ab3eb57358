import { HOSPITAL } from '../config/hospital'
import { home } from './home'
import { hospital } from './hospital'

/** A doctor search's examples, taken from the doctors it searches. */
interface SearchExamples {
  initials: string
  name: string
  speciality: string | undefined
}

/** Booking (steps 1-3), the clinic and test inquiries, alarm settings. */
export const appointment = {
  steps: {
    label: '예약 단계',
    progress: (step: number, total: number) => `${step}단계 / ${total}단계`,
    names: ['진료과·의료진 선택', '날짜·시간 선택', '예약 확인'],
  },
  visitType: { FIRST: '초진', REVISIT: '재진' },
  visitTypeHint: {
    FIRST: '이 진료과에 처음 오시거나 3년 넘게 오지 않으셨습니다.',
    REVISIT: '최근 3년 안에 이 진료과 진료를 받으셨습니다.',
  },
  doctorName: (name: string, position?: string) => `${name} ${position ?? '교수'}`,
  step1: {
    searchLabel: '진료과 검색',
    searchPlaceholder: '예: ㅅㅎㄱ, 순환기, 소아',
    hint: '진료받을 진료과를 선택해 주세요. 첫 글자(초성)로도 찾을 수 있습니다.',
    departments: '진료과',
    empty: '예약할 수 있는 진료과가 없습니다',
    emptyHint: `전화(${HOSPITAL.phones.appointment})로 예약해 주세요.`,
    noResultsHint: '진료과 이름이나 첫 글자(예: ㅅㅎㄱ)로 찾아보세요.',
    found: (count: number) => `진료과 ${count}곳을 찾았습니다.`,
    /** The doctors of the patient's past year of visits, at the top: one tap to their calendar. */
    recent: '최근 진료받은 의료진',
    lastVisit: (date: string) => `마지막 진료 ${date}`,
    recentError: '최근 진료받은 의료진을 불러오지 못했습니다',
  },
  step1Doctor: {
    searchLabel: '의료진 검색',
    /** The examples are the department's own (shared/domain/search: doctorSearchExamples). */
    searchPlaceholder: (examples?: SearchExamples) =>
      examples
        ? `예: ${[examples.initials, examples.name, examples.speciality].filter(Boolean).join(', ')}`
        : undefined,
    hint: '진료받을 의료진을 선택해 주세요. 이름, 첫 글자(초성), 전문 분야로 찾을 수 있습니다.',
    doctors: '의료진',
    empty: '예약할 수 있는 의료진이 없습니다',
    noResultsHint: (examples?: SearchExamples) =>
      examples
        ? `이름이나 첫 글자(예: ${examples.initials}), 전문 분야${examples.speciality ? `(예: ${examples.speciality})` : ''}로 찾아보세요.`
        : '이름이나 첫 글자(초성), 전문 분야로 찾아보세요.',
    found: (count: number) => `의료진 ${count}명을 찾았습니다.`,
    matchedBy: hospital.search.matchedBy,
    phoneOnly: '전화 예약',
    notBookableTitle: '전화로 예약해 주세요',
    callToBook: `전화로 예약하기 ${HOSPITAL.phones.appointment}`,
    phoneHours: home.phoneBookingHours,
    missingDepartment: '진료과를 먼저 선택해 주세요.',
    chooseDepartment: '진료과 선택하기',
  },
  step2: {
    doctor: '선택한 의료진',
    visitType: '진료 구분',
    calendar: '날짜 선택',
    dateLabel: (fullDate: string, available: boolean, remaining: number) =>
      available ? `${fullDate}, 예약 가능 ${remaining}자리` : `${fullDate}, 예약 불가`,
    legendAvailable: '예약 가능',
    legendUnavailable: '예약 불가',
    noDates: '예약할 수 있는 날짜가 없습니다',
    noDatesHint: `다른 의료진을 선택하시거나 전화(${HOSPITAL.phones.appointment})로 예약해 주세요.`,
    otherDoctors: '다른 의료진 고르기',
    callToBook: '전화로 예약하기',
    times: '시간 선택',
    timesFor: (date: string) => `${date} 예약 시간`,
    chooseDateFirst: '날짜를 먼저 선택해 주세요.',
    morning: '오전 진료',
    afternoon: '오후 진료',
    taken: '마감',
    noTimes: '이 날은 예약할 수 있는 시간이 없습니다. 다른 날짜를 선택해 주세요.',
    next: '다음',
    /** The button before a choice is complete: what to choose (pressing it shows where). */
    needDate: '예약 날짜를 선택해 주세요',
    needTime: '예약 시간을 선택해 주세요',
    /** The taken times, folded under the open ones. */
    showTaken: (count: number) => `마감된 시간 ${count}개 보기`,
    hideTaken: '마감된 시간 접기',
    missing: '예약할 진료과와 의료진을 먼저 선택해 주세요.',
  },
  step3: {
    summary: '예약 내용',
    /** Whose booking it is: the active account (a family member's, when switched). */
    patient: '예약하는 분',
    sameDayNote: (time: string) => `같은 날 같은 의료진에게 ${time} 예약이 이미 있습니다.`,
    sameDayTitle: '같은 날 같은 의료진 예약이 있습니다',
    sameDayQuestion: (booked: string) => `${booked} 예약이 이미 있습니다. 한 번 더 예약할까요?`,
    sameDayConfirm: '그래도 예약하기',
    department: '진료과',
    doctor: '의료진',
    dateTime: '예약 일시',
    visitType: '진료 구분',
    location: '진료 장소',
    locationUnknown: '예약 후 안내해 드립니다',
    notice: '예약 시간 10분 전까지 도착해 주세요. 도착하시면 앱에서 도착확인을 눌러 주세요.',
    submit: '예약하기',
    change: '날짜·시간 바꾸기',
    missing: '예약 정보가 부족합니다. 날짜와 시간을 다시 선택해 주세요.',
    refusedTitle: '예약하지 못했습니다',
    /** The booking call got no answer and the bookings show it was not made. */
    notBookedTitle: '예약되지 않았습니다',
    notBooked: '병원 시스템의 응답이 늦어 예약되지 않았습니다. 예약 내역에도 없으니 다시 예약해 주세요.',
    /** Neither the booking call nor the look-up got an answer. */
    unknownTitle: '예약 여부를 확인하지 못했습니다',
    unknown:
      '인터넷 연결이 원활하지 않아 예약이 되었는지 확인하지 못했습니다. 연결이 좋은 곳에서 예약조회를 먼저 확인해 주세요. 같은 시간으로 다시 예약해도 두 번 예약되지는 않습니다.',
  },
  done: {
    title: '진료 예약이 완료되었습니다',
    description: '예약 내역은 예약조회에서 확인하고 취소할 수 있습니다.',
    appointmentId: '예약번호',
    toInquiry: '예약조회로 가기',
    toHome: '홈으로',
    setAlarm: '알림 설정하기',
  },
  inquiry: {
    tabs: '예약조회 종류',
    clinicTab: '진료 예약',
    testTab: '검사 예약',
    upcoming: '다가오는 예약',
    past: '지난 예약',
    noUpcoming: '다가오는 예약이 없습니다',
    emptyClinic: '진료 예약 내역이 없습니다',
    emptyTest: '검사 예약 내역이 없습니다',
    emptyHint: '진료가 필요하시면 예약해 주세요.',
    book: '진료 예약하기',
    date: '날짜',
    time: '시간',
    department: '진료과',
    doctor: '의료진',
    location: '장소',
    preparation: '검사 전 준비',
    sameDayToday: '오늘 중 (시간 무관)',
    sameDay: '당일 중 (시간 무관)',
    sameDayHint: '시간과 관계없이 그날 안에 받으시면 됩니다.',
    cancel: '예약 취소',
    cancelTitle: '예약을 취소할까요?',
    cancelMessage: (what: string) => `${what} 예약을 취소합니다. 취소한 예약은 되돌릴 수 없습니다.`,
    cancelConfirm: '예약 취소',
    keep: '유지하기',
    cancelled: '예약이 취소되었습니다.',
    /** The cancel call got no answer and the booking is still listed. */
    notCancelled: '병원 시스템의 응답이 늦어 예약이 취소되지 않았습니다. 예약은 그대로 있으니 다시 취소해 주세요.',
    /** Neither the cancel call nor the look-up got an answer. */
    cancelUnknown:
      '인터넷 연결이 원활하지 않아 예약이 취소되었는지 확인하지 못했습니다. 연결이 좋은 곳에서 예약조회를 다시 확인해 주세요.',
    alarm: '알림 설정',
  },
  alarm: {
    appointment: '알림 받을 예약',
    choose: '알림 받을 때',
    dayBefore: '전날 오전 9시',
    twoHoursBefore: '당일 2시간 전',
    custom: '직접 정하기',
    customDate: '알림 날짜',
    customTime: '알림 시각',
    passed: '이미 지난 시간이라 선택할 수 없습니다',
    save: '알림 설정',
    off: '알림 끄기',
    required: '알림 날짜와 시간을 모두 입력해 주세요.',
    // Spec section 5: an alarm later than the appointment is rejected.
    afterAppointment: '알림 시간은 예약 시간보다 빨라야 합니다. 예약 전으로 다시 선택해 주세요.',
    inPast: '이미 지난 시간입니다. 지금 이후로 선택해 주세요.',
    saved: (when: string) => `${when}에 알려 드립니다.`,
    turnedOff: '예약 알림을 껐습니다.',
    failed: '알림을 설정하지 못했습니다. 휴대폰의 알림 권한을 확인해 주세요.',
    notificationTitle: '진료 예약 알림',
    notificationBody: (when: string, what: string) => `${when} ${what} 예약이 있습니다.`,
    clinic: '진료',
    test: '검사',
  },
} as const
