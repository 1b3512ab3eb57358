/** Medicine reminders (복약 알림): turned on from the medicine history, listed on their own screen. */
export const medicineReminders = {
  turnOn: '복약 알림 받기',
  on: '복약 알림 켜짐',
  change: '시간 바꾸기',
  off: '알림 끄기',
  save: '알림 켜기',
  cancel: '취소',
  formTitle: (drugName: string) => `${drugName} 복약 알림`,
  proposed: '복용법에 맞춰 제안한 시간입니다. 드시는 시간에 맞게 바꾸실 수 있습니다.',
  timeLabel: (index: number) => `${index}번째 알림 시간`,
  until: (date: string) => `${date}까지`,
  endedOn: (date: string) => `${date}에 끝났습니다`,
  supply: (date: string, days: number) => `약이 떨어지는 ${date}까지 (${days}일분) 매일 알려 드립니다.`,
  invalidTimes: '알림 시간을 모두 바르게 입력해 주세요. 같은 시간은 한 번만 설정할 수 있습니다.',
  saved: '복약 알림을 켰습니다.',
  turnedOff: '복약 알림을 껐습니다.',
  failed: '알림을 설정하지 못했습니다. 휴대폰의 알림 권한을 확인해 주세요.',
  notOffered: {
    asNeeded: '필요할 때 드시는 약이라 시간 맞춤 알림은 드리지 않습니다.',
    ward: '병동에서 드리는 약이라 알림이 필요하지 않습니다.',
    tooOften: '하루에 드시는 횟수가 많아 시간 알림을 드리지 않습니다.',
    ended: '복용 기간이 끝난 약입니다.',
  },
  notificationTitle: '복약 알림',
  notificationBody: (drugName: string, dose: string, usage: string) =>
    `${drugName} ${dose} 드실 시간입니다. (${usage})`,
  seeAll: '복약 알림 모아 보기',

  /** The list screen. */
  list: {
    active: '알림 중',
    ended: '끝난 알림',
    empty: '켜 둔 복약 알림이 없습니다',
    emptyHint: '약처방내역에서 약을 골라 복약 알림을 켜 보세요.',
    toMedicines: '약처방내역 보기',
    remove: '지우기',
    removed: '끝난 알림을 지웠습니다.',
    prescribed: (date: string) => `${date} 처방`,
    kind: { OUTPATIENT: '외래', INPATIENT: '입원' },
    phoneOnly: '복약 알림은 이 휴대폰에만 저장되며, 로그아웃하면 모두 지워집니다.',
  },
} as const
