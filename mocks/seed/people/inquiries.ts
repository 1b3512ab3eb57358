/**
 * The personas' 1:1 inquiries (the app team's proposal): questions real patients ask a
 * hospital, some answered by the department in charge, some still waiting (the demo's
 * `inquiry-answer` step answers the newest waiting one).
 */
import type { WorldBuilder } from '../world-builder'

export function seedInquiries(world: WorldBuilder): void {
  world.add(
    'inquiries',
    // 이서연 (outpatient): one waiting, two answered.
    {
      userId: 'U1001',
      inquiryId: 'Q202611210001',
      category: 'APPOINTMENT',
      title: '소화기내과 예약 시간을 오후로 바꿀 수 있나요?',
      body: '11월 26일 오전 10시 소화기내과 박지훈 교수님 진료를 예약했는데, 그날 오전에 일이 생겼습니다.\n같은 날 오후로 바꿀 수 있는지 알고 싶습니다.',
      status: 'WAITING',
      createdAt: '2026-11-21T20:14:00+09:00',
    },
    {
      userId: 'U1001',
      inquiryId: 'Q202611180001',
      category: 'DOCUMENT',
      title: '진단서를 앱에서 발급받을 수 있나요?',
      body: '보험회사에 낼 진단서가 필요합니다. 병원에 가지 않고 앱에서 발급받을 수 있는지, 아니면 꼭 방문해야 하는지 알려 주세요.',
      status: 'ANSWERED',
      createdAt: '2026-11-18T09:42:00+09:00',
      answer: {
        body: '안녕하세요, 한빛대학교병원 원무팀입니다.\n\n진단서는 진료하신 교수님이 직접 작성하셔야 하므로 앱에서는 발급되지 않습니다. 외래 진료 때 담당 교수님께 요청하시거나, 진료 없이 발급을 원하시면 본관 1층 제증명 발급 창구(평일 오전 8:30~오후 5:00)를 방문해 주세요.\n\n본인이 오실 때는 신분증을, 가족이 대신 오실 때는 환자 신분증 사본, 위임장, 가족관계증명서를 가져오셔야 합니다. 자세한 내용은 앱의 이용안내 > 서류 발급 안내를 참고해 주세요.',
        answeredAt: '2026-11-19T14:05:00+09:00',
        answeredBy: '원무팀',
      },
    },
    {
      userId: 'U1001',
      inquiryId: 'Q202609150001',
      category: 'PRAISE',
      title: '순환기내과 외래 간호사 선생님께 감사드립니다',
      body: '지난 진료 때 검사 순서를 몰라 헤매고 있었는데 외래 간호사 선생님께서 채혈실까지 직접 안내해 주셨습니다. 덕분에 편하게 검사를 받았습니다. 감사 인사 전해 주세요.',
      status: 'ANSWERED',
      createdAt: '2026-09-15T16:20:00+09:00',
      answer: {
        body: '안녕하세요, 한빛대학교병원 고객상담실입니다.\n\n따뜻한 말씀 감사합니다. 보내 주신 칭찬은 순환기내과 외래 간호팀에 그대로 전했습니다. 앞으로도 환자분이 편하게 진료받으실 수 있도록 노력하겠습니다.',
        answeredAt: '2026-09-16T10:30:00+09:00',
        answeredBy: '고객상담실',
      },
    },
    // 박영수 (inpatient): answered.
    {
      userId: 'U1002',
      inquiryId: 'Q202611200001',
      category: 'PAYMENT',
      title: '입원 중에 중간진료비를 나눠서 낼 수 있나요?',
      body: '입원이 길어질 것 같아 중간진료비를 한 번에 내기가 부담됩니다. 나눠서 낼 수 있는지 궁금합니다.',
      status: 'ANSWERED',
      createdAt: '2026-11-20T10:05:00+09:00',
      answer: {
        body: '안녕하세요, 한빛대학교병원 원무팀입니다.\n\n중간진료비는 앱의 입원 진료비 메뉴나 원무과 입원 수납 창구에서 원하시는 금액만큼 나누어 내실 수 있습니다. 남은 금액은 퇴원하실 때 정산합니다. 어려움이 있으시면 의료사회복지팀(02-2290-8090)에서 상담받으실 수 있습니다.',
        answeredAt: '2026-11-20T15:40:00+09:00',
        answeredBy: '원무팀',
      },
    },
    // 정해진 (family): waiting.
    {
      userId: 'U1004',
      inquiryId: 'Q202611220001',
      category: 'APP',
      title: '어머니 계정으로 전환하면 알림은 누구에게 가나요?',
      body: '가족 계정으로 어머니를 추가했습니다. 어머니 진료 예약 알림이 제 휴대폰으로 오는지, 어머니 휴대폰으로 가는지 알고 싶습니다.',
      status: 'WAITING',
      createdAt: '2026-11-22T21:30:00+09:00',
    },
  )
}
