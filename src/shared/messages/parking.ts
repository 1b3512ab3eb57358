/** The parking office (주차 관리실), as the hospital's phone directory lists it. */
const PARKING_OFFICE = '02-2290-8190'

/** Parking: the free hours by visit (spec section 9) and the car registration (주차 차량등록). */
export const parking = {
  /** The free parking categories of the contract's ParkingCategory, as patients know them. */
  category: {
    OUTPATIENT: '외래 진료',
    INPATIENT: '입원·퇴원·당일수술',
    CHECKUP_GENERAL: '일반검진',
    CHECKUP_COMPREHENSIVE: '종합검진',
    VISITOR: '방문 차량',
  },
  /** Who the category is for, in a sentence. */
  categoryWho: {
    OUTPATIENT: '오늘 외래 진료나 검사를 받는 환자',
    INPATIENT: '입원 중이거나 오늘 입원·퇴원하는 환자, 당일수술 환자',
    CHECKUP_GENERAL: '오늘 일반검진(국가검진 등)을 받는 분',
    CHECKUP_COMPREHENSIVE: '오늘 종합검진을 받는 분',
    VISITOR: '병문안, 서류 발급 등으로 방문한 차량',
  },
  freeTable: {
    caption: '방문 목적별 무료 주차 시간',
    category: '구분',
    who: '대상',
    hours: '무료 시간',
    hoursValue: (hours: number) => `${hours}시간`,
    applies: '해당',
    appliesLabel: '(내게 해당)',
  },

  register: {
    intro:
      '차량번호를 등록해 두면 출차할 때 번호판을 읽어 무료 주차 시간이 자동으로 빠집니다. 주차권을 따로 받지 않아도 됩니다.',
    carsTitle: '등록한 차량',
    carsLabel: '등록한 차량 목록',
    slot: (colNum: number) => `차량 ${colNum}`,
    registeredAt: (date: string) => `${date} 등록`,
    limit: '차량은 2대까지 등록할 수 있습니다.',
    none: '등록한 차량이 없습니다',
    noneHint: '차량번호를 등록하면 진료 당일 무료 주차가 자동으로 적용됩니다.',
    add: '차량 등록하기',
    change: '변경',
    changeLabel: (carNumber: string) => `${carNumber} 차량번호 변경`,
    remove: '삭제',
    removeLabel: (carNumber: string) => `${carNumber} 차량 삭제`,
    formTitleAdd: '차량번호 등록',
    formTitleChange: (carNumber: string) => `${carNumber} 차량번호 변경`,
    field: '차량번호',
    hint: '예: 12가3456, 123가4567, 서울12가3456 (띄어 써도 됩니다)',
    submitAdd: '등록하기',
    submitChange: '변경하기',
    cancel: '취소',
    addedToast: (carNumber: string) => `${carNumber} 차량을 등록했습니다.`,
    changedToast: (carNumber: string) => `${carNumber} 차량으로 변경했습니다.`,
    removeTitle: '차량을 삭제할까요?',
    removeMessage: (carNumber: string) => `${carNumber} 차량의 등록을 지웁니다. 무료 주차가 적용되지 않습니다.`,
    removeConfirm: '삭제하기',
    removedToast: (carNumber: string) => `${carNumber} 차량을 삭제했습니다.`,
    sameNumber: '지금 등록된 번호와 같습니다. 바꿀 번호를 입력해 주세요.',
    todayTitle: '오늘 적용되는 무료 주차',
    today: (category: string, hours: number) => `${category} 기준으로 ${hours}시간 무료입니다.`,
    todayHint: '무료 시간이 지나면 출구 정산기나 무인정산기에서 초과 요금을 냅니다.',
    allTitle: '방문 목적별 무료 시간',
    guide: '주차장 위치와 요금 보기',
    signInTitle: '로그인하고 차량을 등록하세요',
    signIn: '로그인',
    registerPatientTitle: '환자번호를 등록하면 차량을 등록할 수 있습니다',
    registerPatientHint: '무료 주차는 진료 기록에 맞추어 적용되므로 환자번호가 필요합니다.',
    registerPatient: '환자번호 등록하기',
    officePhone: PARKING_OFFICE,
    office: `주차 관리실 ${PARKING_OFFICE}`,
  },

  /** The plate rule's messages (src/features/parking/lib/car-number.ts). */
  validation: {
    required: '차량번호를 입력해 주세요.',
    letter: '차량번호의 한글을 다시 확인해 주세요. 번호판에 쓰는 글자(예: 가, 나, 바, 하)만 쓸 수 있습니다.',
    format: '차량번호 형식이 맞지 않습니다. 예: 12가3456, 123가4567, 서울12가3456',
  },
} as const
