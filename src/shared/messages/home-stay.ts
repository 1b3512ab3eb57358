/**
 * An inpatient's home: the stay first, then the day's meals and next event, and the stay's
 * shortcuts. A file of its own: these words travel in the stay's chunk, not the first load. The
 * stay's own words (room, doctor, day of the stay, meals, surgery stages) are `inpatient`'s.
 */
export const homeStay = {
  title: '입원 중입니다',
  fastingTitle: '오늘은 금식입니다',
  fastingAllDay: '수술 준비로 오늘은 물도 드시면 안 됩니다. 식사가 다시 시작되면 간호사가 알려 드립니다.',
  /** 아침, 점심, 저녁 all end in a consonant: 은. */
  fastingMeals: (meals: string[]) => `오늘 ${meals.join(', ')}은 금식입니다. 물도 드시면 안 됩니다.`,
  meals: '오늘 식사',
  mealsValue: (parts: string[]) => parts.join(' · '),
  surgery: '오늘 수술',
  surgeryValue: (time: string, name: string) => `${time} ${name}`,
  surgeryLink: '수술현황 보기',
  nextRound: '다음 회진',
  shortcuts: {
    schedule: '입원 일정',
    surgery: '수술현황',
    rounds: '식단·회진',
    results: '검사결과',
    bill: '중간진료비',
    life: '입원생활 안내',
  },
} as const
