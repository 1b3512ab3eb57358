/** Words the whole app shares: buttons, states, units. */
export const common = {
  confirm: '확인',
  cancel: '취소',
  close: '닫기',
  retry: '다시 시도',
  clearSearch: '검색어 지우기',
  noResults: '검색 결과가 없습니다',
  back: '뒤로 가기',
  menu: '전체 메뉴',
  loading: '불러오는 중입니다',
  /** Read after a finished step of a tracker (the tick says it to the eye). */
  stepDone: '완료',
  callHospital: '전화 문의',
  /** A screen about the patient's own care, opened before a patient number is registered. */
  patientNoNeeded: {
    title: '환자번호를 등록하면 볼 수 있습니다',
    description: '진료 일정과 기록은 병원의 환자번호로 찾아 드립니다. 병원에 처음 오셨다면 접수 후 등록해 주세요.',
    register: '환자번호 등록하기',
  },
  emptyTitle: '내역이 없습니다',
  errorTitle: '정보를 불러오지 못했습니다',
  won: '원',
  sirSuffix: '님',
  yes: '예',
  no: '아니요',
  morning: '오전',
  afternoon: '오후',
  weekdays: ['일', '월', '화', '수', '목', '금', '토'],
} as const
