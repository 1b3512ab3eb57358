import { schedule } from './schedule'

/** Schedules, arrival check-in and waiting numbers (외래 당일): the schedule's words and the visit screens' own. */
export const visit = {
  ...schedule,

  /** Today's schedule (오늘의 일정). */
  today: {
    remaining: '남은 일정',
    finished: '완료된 일정',
    noRemaining: '오늘 남은 일정이 없습니다',
    noRemainingHint: '진료가 필요하시면 예약해 주세요.',
    noFinished: '아직 완료된 일정이 없습니다.',
    seeTimeline: '일정 달력에서 모두 보기',
    arriveHint: '병원에 도착하시면 도착확인을 눌러 주세요. 병원 안에서만 할 수 있습니다.',
  },

  /** The timeline (일정 달력: every month's schedule) and its detail. */
  timeline: {
    month: (year: number, month: number) => `${year}년 ${month}월`,
    prevMonth: (label: string) => `이전 달 (${label})`,
    nextMonth: (label: string) => `다음 달 (${label})`,
    thisMonth: '이번 달로',
    today: '오늘',
    anyTime: '시간 무관',
    noEntries: '이 달에는 일정이 없습니다',
    noEntriesHint: '다른 달을 보시거나 진료를 예약해 주세요.',
    detailTitle: '일정 정보',
    when: '일시',
    department: '진료과',
    doctor: '의료진',
    location: '장소',
    preparation: '준비 사항',
    detailNotFound: '일정을 찾을 수 없습니다',
    detailNotFoundHint: '일정 달력에서 다시 골라 주세요.',
    backToTimeline: '일정 달력으로 가기',
    todayVisit: '오늘 진료',
  },

  /** The waiting number (대기순번). */
  waiting: {
    beforeArrival: '도착확인을 하시면 대기순번이 나옵니다',
    beforeArrivalHint: '병원에 도착하신 뒤 아래 도착확인 버튼을 눌러 주세요. 병원 안에서만 할 수 있습니다.',
    called: '곧 진료실로 들어가실 차례입니다',
    calledHint: '진료실 앞에서 이름을 부르면 들어가 주세요.',
    done: '오늘 진료가 끝났습니다',
    doneHint: '진료비는 진료비 수납에서 내실 수 있습니다.',
    roomTotal: (count: number) => `진료실 전체 대기 ${count}명`,
    updatedAt: (time: string) => `${time} 기준`,
    refresh: '새로고침',
    autoRefresh: '화면을 열어 두시면 15초마다 자동으로 새로고침됩니다.',
    payment: '진료비 수납하기',
    number: '대기순번',
    numberValue: (rank: number) => `${rank}번`,
    ahead: '내 앞 대기',
    aheadValue: (count: number) => `${count}명`,
    room: '진료 장소',
  },

  /** "Tell me when my turn is near" on the waiting number. */
  turnAlert: {
    title: '차례 알림',
    switchLabel: '차례가 다가오면 알려 주세요',
    switchHint: '휴대폰이 진동하고 알림이 옵니다. 이 대기순번에 한 번만 알려 드립니다.',
    choose: '언제 알려 드릴까요?',
    choice: (count: number) => `앞에 ${count}명 남았을 때`,
    watching: (count: number) => `앞에 ${count}명 이하로 남으면 알려 드립니다.`,
    background: '앱을 닫지 말고 화면을 끈 채 기다리셔도 1분마다 확인합니다.',
    tooClose: '곧 차례입니다. 진료실 앞에서 기다려 주세요.',
    fired: (time: string) => `${time}에 차례가 다가왔다고 알려 드렸습니다.`,
    noticeTitle: '진료 차례가 다가왔습니다',
    noticeBody: (who: string, ahead: number) =>
      ahead === 0
        ? `${who}: 곧 진료실로 들어가실 차례입니다. 진료실 앞에서 기다려 주세요.`
        : `${who}: 앞에 ${ahead}명 남았습니다. 진료실 앞에서 기다려 주세요.`,
    blocked: '휴대폰 알림이 꺼져 있어 화면에만 알려 드립니다. 알림을 받으시려면 설정에서 켜 주세요.',
  },

  /** The visit history (진료내역): the visits done, by period. */
  history: {
    period: '조회 기간',
    periodOption: (months: number) => (months === 12 ? '1년' : `${months}개월`),
    periodRange: (from: string, to: string) => `${from} ~ ${to} 진료`,
    listLabel: '진료내역',
    empty: '이 기간에 진료받은 내역이 없습니다',
    emptyHint: '기간을 늘려 보시거나, 검사결과와 수납내역에서 다른 기록을 확인해 주세요.',
    doctor: (name: string) => `${name} 교수`,
    visitType: { FIRST: '초진', REVISIT: '재진' },
    bookAgain: '같은 의료진 예약',
    visits: (count: number) => `${count}회 진료`,
  },
} as const
