/**
 * An inpatient's home: the stay first, then the day's meals and next event, and the stay's
 * shortcuts. A file of its own: these words travel in the stay's chunk, not the first load.
 */
export const homeStay = {
  title: '입원 중입니다',
  dayOfStay: (day: number) => `입원 ${day}일째`,
  room: '병실',
  roomValue: (ward: string, room?: string, bed?: string) =>
    [ward, room && `${room}호`, bed && `${bed}번 침상`].filter(Boolean).join(' '),
  doctor: '담당 교수',
  doctorValue: (department: string, doctor?: string) =>
    [department, doctor && `${doctor} 교수`].filter(Boolean).join(' '),
  fastingTitle: '오늘은 금식입니다',
  fastingAllDay: '수술 준비로 오늘은 물도 드시면 안 됩니다. 식사가 다시 시작되면 간호사가 알려 드립니다.',
  /** 아침, 점심, 저녁 all end in a consonant: 은. */
  fastingMeals: (meals: string[]) => `오늘 ${meals.join(', ')}은 금식입니다. 물도 드시면 안 됩니다.`,
  meals: '오늘 식사',
  mealsValue: (parts: string[]) => parts.join(' · '),
  meal: { BREAKFAST: '아침', LUNCH: '점심', DINNER: '저녁' },
  surgery: '오늘 수술',
  surgeryValue: (time: string, name: string) => `${time} ${name}`,
  surgeryState: { WAITING: '수술대기', IN_SURGERY: '수술중', RECOVERING: '회복중', LEFT_ROOM: '퇴실' },
  surgeryLink: '수술현황 보기',
  nextRound: '다음 회진',
  nextRoundValue: (time: string, doctor: string) => `${time} ${doctor} 교수`,
  roundsLink: '식단과 회진 보기',
  shortcuts: {
    schedule: '입원 일정',
    surgery: '수술현황',
    rounds: '식단·회진',
    results: '검사결과',
    bill: '중간진료비',
    life: '입원생활 안내',
  },
} as const
