/** Test results and medicines (검사결과, 약처방내역). */
export const records = {
  period: '조회 기간',
  periodOption: (months: number) => (months === 12 ? '1년' : `${months}개월`),
  periodRange: (start: string, end: string) => `${start} ~ ${end}`,
  doctorTitle: (name: string) => `${name} 교수`,

  results: {
    listLabel: '검사결과 목록',
    olderHidden: '2023년 11월 21일 이전 검사결과는 앱에서 보실 수 없습니다. 필요하시면 원무과에 문의해 주세요.',
    olderHiddenTitle: '앱에서 볼 수 없는 검사결과입니다',
    toList: '검사결과 목록으로',
    pending: '결과 대기',
    empty: '이 기간에 검사결과가 없습니다',
    emptyHint: '조회 기간을 늘려 보세요.',
    testDate: '검사일',
    department: '진료과',
    doctor: '의료진',
    items: '검사 항목',
    comment: '의사 소견',
    value: '결과',
    reference: (range: string) => `참고치 ${range}`,
    flag: { H: '높음', L: '낮음', N: '정상' },
    flagged: (count: number) => `정상 범위를 벗어난 항목이 ${count}개 있습니다.`,
    allNormal: '모든 항목이 정상 범위입니다.',
    askDoctor: '결과에 대해 궁금한 점은 진료 때 의료진에게 물어봐 주세요.',
  },

  medicines: {
    listLabel: '약처방 목록',
    /** "처방약 3가지", not "약 3가지", which reads as "about three". */
    summary: (count: number, days?: number) =>
      days ? `처방약 ${count}가지 · 최대 ${days}일분` : `처방약 ${count}가지`,
    empty: '이 기간에 처방받은 약이 없습니다',
    emptyHint: '조회 기간을 늘려 보세요.',
    orderDate: '처방일',
    items: '처방받은 약',
    ingredient: (name: string) => `성분: ${name}`,
    dose: '1회 투약량',
    timesPerDay: '하루 복용 횟수',
    timesPerDayValue: (times: number) => `하루 ${times}번`,
    days: '복용 일수',
    daysValue: (days: number) => `${days}일분`,
    usage: '복용법',
    effect: '효능',
    caution: '약은 의사와 약사의 안내대로 드시고, 이상한 증상이 있으면 병원에 문의해 주세요.',
  },
} as const
