import { HOSPITAL } from '../config/hospital'

/**
 * The inpatient stay (입원): schedule, surgery status, rounds and meals, results and medicines,
 * the interim bill, and the stay's information pages.
 */
export const inpatient = {
  doctorTitle: (name: string) => `${name} 교수`,

  /** Spec section 4: the stay's status in the four words patients know. */
  status: {
    IN_HOSPITAL: '입원중',
    WAITING_ADMISSION: '입원대기',
    PROVISIONAL_DISCHARGE: '퇴원준비',
    DISCHARGED: '퇴원',
  },

  stay: {
    title: '나의 입원',
    room: '병실',
    roomValue: (ward: string, room?: string, bed?: string) =>
      [ward, room && `${room}호`, bed && `${bed}번 침상`].filter(Boolean).join(' '),
    doctor: '담당 교수',
    doctorValue: (department: string, doctor?: string) =>
      [department, doctor && `${doctor} 교수`].filter(Boolean).join(' '),
    admissionDate: '입원일',
    dayOfStay: (day: number) => `입원 ${day}일째`,
    expectedDischarge: '퇴원 예정일',
    preparingHint: '퇴원 준비 중입니다. 퇴원 수속과 진료비 정산은 퇴원 안내를 확인해 주세요.',
    dischargeGuide: '퇴원 안내 보기',
  },

  schedule: {
    today: (date: string) => `오늘 일정 · ${date}`,
    upcoming: '다가오는 일정',
    past: '지난 일정',
    showPast: (days: number) => `지난 일정 보기 (${days}일)`,
    hidePast: '지난 일정 접기',
    nothingToday: '오늘은 예정된 일정이 없습니다.',
    category: {
      ADMISSION: '입원',
      TEST: '검사',
      SURGERY: '수술',
      ROUND: '회진',
      PROCEDURE: '처치·설명',
      DISCHARGE: '퇴원',
    },
    surgeryLink: '수술현황 보기',
    resultLink: '검사결과 보기',
    roundLink: '식단과 회진 보기',
    empty: '입원 일정이 아직 없습니다',
    emptyHint: '일정이 정해지면 여기에 보입니다. 궁금한 점은 병동 간호사실에 물어봐 주세요.',
    changeNote: '검사와 처치 시간은 병동 사정에 따라 조금 바뀔 수 있습니다. 바뀌면 간호사가 알려 드립니다.',
  },

  surgery: {
    tabs: { label: '수술현황 메뉴', default: '수술 진행', family: '보호자용' },
    /** Spec section 4: waiting (confirmed), in surgery, recovering, left the room. */
    state: { WAITING: '수술대기', IN_SURGERY: '수술중', RECOVERING: '회복중', LEFT_ROOM: '퇴실' },
    stepHint: {
      WAITING: '수술 일정이 확정되어 수술을 기다리고 있습니다.',
      IN_SURGERY: '수술실에서 수술을 받고 있습니다.',
      RECOVERING: '수술을 마치고 회복실에서 마취에서 깨어나고 있습니다.',
      LEFT_ROOM: '회복실에서 나와 병실로 돌아갑니다.',
    },
    headline: {
      WAITING: '수술을 기다리고 있습니다',
      IN_SURGERY: '지금 수술 중입니다',
      RECOVERING: '수술을 마치고 회복 중입니다',
      LEFT_ROOM: '회복실에서 나와 병실로 갑니다',
    },
    progressLabel: (name: string) => `${name} 진행 단계`,
    current: '현재 단계',
    done: '지남',
    next: '다음 단계',
    reachedAt: (time: string) => `${time}`,
    scheduledAt: (date: string, time: string) => `${date} ${time} 예정`,
    room: '수술실',
    doctor: '집도의',
    expected: '예상 수술 시간',
    expectedValue: (minutes: number) => {
      const hours = Math.floor(minutes / 60)
      const rest = minutes % 60
      return `약 ${[hours > 0 && `${hours}시간`, rest > 0 && `${rest}분`].filter(Boolean).join(' ')}`
    },
    updatedAt: (time: string) => `${time}에 상태가 바뀌었습니다`,
    autoRefresh: '이 화면을 열어 두시면 상태가 바뀔 때마다 자동으로 새로고침됩니다.',
    refresh: '새로고침',
    empty: '예정된 수술이 없습니다',
    emptyHint: '수술 일정이 잡히면 이곳에서 진행 상황을 보실 수 있습니다.',
    family: {
      intro: '보호자께 보여 드리는 화면입니다. 수술실 앞 보호자 대기실의 안내판과 같은 내용입니다.',
      patient: (name: string) => `${name}님`,
      waitingRoom: '보호자 대기실: 본관 3층 수술실 앞',
      guide: {
        WAITING:
          '수술 준비를 하고 있습니다. 본관 3층 수술실 앞 보호자 대기실에서 기다려 주세요. 수술이 시작되면 이 화면이 바뀝니다.',
        IN_SURGERY:
          '수술을 하고 있습니다. 자리를 비우실 때는 병동 간호사실에 연락처를 남겨 주세요. 수술이 끝나면 이 화면이 바뀝니다.',
        RECOVERING:
          '수술이 끝나 회복실에 계십니다. 마취에서 깨는 데 보통 1시간쯤 걸립니다. 의료진이 수술 결과를 설명하러 대기실로 올 수 있으니 자리를 지켜 주세요.',
        LEFT_ROOM: '회복실에서 나와 병실로 돌아가십니다. 병실에서 만나실 수 있습니다.',
      },
      guideTitle: '보호자 안내',
    },
  },

  rounds: {
    prevDay: '전날 보기',
    nextDay: '다음 날 보기',
    todayMark: '오늘',
    dayLabel: '보는 날짜',
    roundsTitle: '회진',
    roundsList: '회진 시간',
    noRounds: '이 날은 회진 일정이 없습니다.',
    roundsNote: '회진 시간은 수술과 응급 상황에 따라 조금 늦어질 수 있습니다. 궁금한 점을 미리 적어 두시면 좋습니다.',
    mealsTitle: '식단',
    noMeals: '이 날의 식단이 아직 없습니다.',
    meal: { BREAKFAST: '아침', LUNCH: '점심', DINNER: '저녁' },
    /** When the ward serves each meal. */
    mealTime: { BREAKFAST: '07:30', LUNCH: '12:00', DINNER: '17:30' },
    kcal: (kcal: number) => `${kcal.toLocaleString('ko-KR')}kcal`,
    fasting: '금식',
    fastingHint: '수술이나 검사 준비로 금식입니다. 물도 드시면 안 됩니다.',
    dietNote: '식단은 병동 영양사가 치료에 맞춰 정합니다. 외부 음식은 드시기 전에 간호사에게 먼저 확인해 주세요.',
    empty: '회진과 식단 정보가 없습니다',
    emptyHint: '입원 일정이 정해지면 여기에 보입니다.',
  },

  results: {
    stayNote: '입원 중 받은 검사의 결과입니다. 외래에서 받은 검사는 외래 검사결과에서 보실 수 있습니다.',
  },

  medicines: {
    stayNote: '입원 중 병동에서 드린 약과 주사입니다. 퇴원할 때 받는 약도 여기에 보입니다.',
    noOrderDate: '처방일을 찾을 수 없습니다',
    backToList: '약처방 목록으로',
  },

  payment: {
    tabs: { label: '입원 진료비 메뉴', default: '중간진료비', history: '수납내역' },
    /** Shown on the card provider's payment page. */
    goodsName: `${HOSPITAL.name} 입원 중간진료비`,
    billTitle: '중간진료비',
    period: (start: string, end: string) => `${start} ~ ${end} 진료분`,
    asOf: (when: string) => `${when} 기준`,
    totalAmount: '진료비 총액',
    insurerAmount: '공단 부담금',
    patientAmount: '환자 부담금',
    paidAmount: '이미 낸 금액',
    amountDue: '지금 낼 금액',
    lines: '세부 항목',
    insured: '급여',
    uninsured: '비급여',
    patientShare: '환자 부담',
    what: '중간진료비는 입원 중에 그동안의 진료비를 나누어 내는 것입니다. 남은 진료비는 퇴원할 때 정산합니다.',
    pay: (amount: string) => `${amount} 결제하기`,
    /** The completion after paying: what was paid and with what; the receipt is in the history. */
    doneTitle: '중간진료비 수납이 완료되었습니다',
    doneAmount: '낸 금액',
    doneCard: '결제 수단',
    doneApproval: '승인번호',
    donePaidAt: '결제 일시',
    doneHint: '영수증은 수납내역에서 보시고 이미지로 저장하거나 보낼 수 있습니다.',
    nothingDue: '지금 낼 중간진료비가 없습니다',
    nothingDueHint: (paid: string) => `이번 중간진료비 ${paid}을 모두 내셨습니다. 남은 진료비는 퇴원할 때 정산합니다.`,
    seeHistory: '수납내역 보기',
  },

  information: {
    tabs: { label: '입원 안내 메뉴', process: '입원 절차', discharge: '퇴원 안내', living: '입원 생활' },
  },

  lifeInformation: {
    tabs: {
      label: '입원 생활 안내 메뉴',
      life: '생활 수칙',
      ward: '병동 안내',
      warning: '안전·감염',
      welfare: '사회복지',
      rights: '환자 권리',
      facility: '편의시설',
    },
  },
} as const
