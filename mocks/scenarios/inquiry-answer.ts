import type { z } from 'zod'
import type { InquiryCategory } from '@/api/generated/account/account.zod'
import { HOSPITAL } from '@/shared/config/hospital'
import { home } from '@/shared/messages/home'
import { notify } from '../handlers/lib/views'
import { sandbox } from '../runtime/sandbox'
import { ScenarioEnd, type ScenarioStep } from './scenario-step'

/** Who answers which kind of question, and what they would write. */
const ANSWERS: Record<z.output<typeof InquiryCategory>, { by: string; body: string }> = {
  APPOINTMENT: {
    by: '예약센터',
    body: `예약 변경은 앱의 예약조회에서 지금 예약을 취소하신 뒤 원하시는 시간으로 다시 예약하시면 됩니다. 원하시는 시간이 비어 있지 않으면 예약센터(${HOSPITAL.phones.appointment}, ${home.phoneBookingHours})로 전화 주시면 함께 찾아 드리겠습니다.`,
  },
  PAYMENT: {
    by: '원무팀',
    body: `진료비는 앱의 진료비 수납 메뉴에서 카드로 내실 수 있고, 영수증은 수납내역에서 보실 수 있습니다. 금액이 예상과 다르면 원무과 외래 수납 문의(${HOSPITAL.phones.inquiry})로 연락해 주세요.`,
  },
  DOCUMENT: {
    by: '의무기록팀',
    body: '진료기록 사본과 제증명은 본관 1층 제증명 발급 창구에서 발급합니다. 본인은 신분증을, 가족은 환자 신분증 사본과 위임장, 가족관계증명서를 가져와 주세요. 자세한 내용은 앱의 이용안내 > 서류 발급 안내를 참고해 주세요.',
  },
  PARKING: {
    by: '시설관리팀',
    body: '외래 진료를 받으신 날은 8시간, 입원·퇴원·당일 수술은 12시간까지 무료입니다. 앱의 주차 차량등록에 차량번호를 등록해 두시면 출차할 때 따로 정산하지 않으셔도 됩니다.',
  },
  APP: {
    by: '의료정보팀',
    body: '앱 이용에 불편을 드려 죄송합니다. 알림은 로그인한 휴대폰으로 보내 드리며, 가족 계정의 알림도 대표 계정 휴대폰으로 갑니다. 알림이 오지 않으면 휴대폰 설정에서 한빛대학교병원 앱의 알림을 켜 주세요.',
  },
  PRAISE: {
    by: '고객상담실',
    body: '따뜻한 말씀 감사합니다. 보내 주신 칭찬은 해당 부서와 직원에게 그대로 전했습니다. 앞으로도 편하게 진료받으실 수 있도록 노력하겠습니다.',
  },
  COMPLAINT: {
    by: '고객상담실',
    body: '불편을 드려 죄송합니다. 말씀하신 내용은 담당 부서와 함께 확인하고 고쳐 나가겠습니다. 더 자세히 말씀해 주실 내용이 있으면 고객상담실(02-2290-8100)로 연락해 주세요.',
  },
  OTHER: {
    by: '고객상담실',
    body: `문의 감사합니다. 남겨 주신 내용은 담당 부서에 전달했습니다. 더 궁금하신 점은 문의 전화(${HOSPITAL.phones.inquiry})로 연락해 주세요.`,
  },
}

/** Every question still waiting, the newest first. */
const waiting = () =>
  sandbox.db.inquiries
    .findMany((q) => q.where({ status: 'WAITING' }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))

/**
 * The hospital answers the newest waiting 1:1 question, and tells its writer in the message box,
 * as the department in charge would.
 */
export const inquiryAnswer: ScenarioStep = {
  id: 'inquiry-answer',
  label: '1:1 문의에 병원이 답변하기',
  state: () => {
    const [newest, ...rest] = waiting()
    if (!newest) return '답변을 기다리는 문의가 없습니다.'
    return `답변을 기다리는 문의 ${rest.length + 1}건 (가장 최근: ${newest.title})`
  },
  async advance() {
    const [newest] = waiting()
    if (!newest) throw new ScenarioEnd('답변을 기다리는 문의가 없습니다.')
    const { by, body } = ANSWERS[newest.category]
    await sandbox.db.inquiries.update((q) => q.where({ inquiryId: newest.inquiryId }), {
      data(inquiry) {
        inquiry.status = 'ANSWERED'
        inquiry.answer = {
          body: `안녕하세요, 한빛대학교병원 ${by}입니다.\n\n${body}`,
          answeredAt: sandbox.clock.nowIso(),
          answeredBy: by,
        }
      },
    })
    await notify(newest.userId, {
      category: 'INQUIRY',
      title: '1:1 문의 답변 안내',
      body: `‘${newest.title}’ 문의에 ${by}의 답변이 등록되었습니다.`,
      linkPath: `/common/inquiry/${newest.inquiryId}`,
    })
    return `‘${newest.title}’에 ${by}에서 답변했습니다.`
  },
}
