import { HOSPITAL } from '../config/hospital'
import { INQUIRY_LIMITS } from '../config/constants'

/** 1:1 문의: the list, a question with the hospital's answer, and the form to ask. */
export const inquiry = {
  listLabel: '내 문의 목록',
  intro: '진료, 예약, 진료비, 서류, 주차 등 궁금한 점을 남겨 주시면 담당 부서에서 답변드립니다.',
  answerTime: '답변은 보통 진료일 기준 2일 안에 드리며, 답변이 등록되면 메시지함으로 알려 드립니다.',
  ask: '문의하기',
  empty: '남기신 문의가 없습니다',
  emptyHint: '궁금한 점이 있으면 언제든 문의해 주세요.',
  waitingCount: (count: number, limit: number) => `답변을 기다리는 문의 ${count}건 (최대 ${limit}건)`,
  waitingFull: (limit: number) =>
    `답변을 기다리는 문의가 ${limit}건이라 지금은 새로 문의할 수 없습니다. 답변을 받으신 뒤 다시 문의해 주세요.`,
  status: { WAITING: '답변 대기', ANSWERED: '답변 완료' },
  categories: {
    APPOINTMENT: '진료·예약',
    PAYMENT: '진료비·수납',
    DOCUMENT: '서류 발급·의무기록',
    PARKING: '주차·시설',
    APP: '앱 이용',
    PRAISE: '칭찬',
    COMPLAINT: '불편·건의',
    OTHER: '기타',
  },
  askedOn: (date: string) => `${date} 문의`,
  answeredOn: (date: string) => `${date} 답변`,

  // The question and its answer
  question: '문의 내용',
  answer: '병원의 답변',
  category: '분류',
  statusLabel: '상태',
  askedAt: '문의 일시',
  answeredAt: '답변 일시',
  answeredBy: '답변 부서',
  waitingTitle: '답변을 준비하고 있습니다',
  waitingHint: '담당 부서에서 확인하고 있습니다. 답변이 등록되면 메시지함으로 알려 드립니다.',
  backToList: '문의 목록으로',
  notFound: '문의를 찾을 수 없습니다',

  // The form
  formTitle: '무엇이 궁금하신가요?',
  categoryLegend: '문의 분류',
  titleLabel: '제목',
  titlePlaceholder: '예) 진단서 발급 방법이 궁금합니다',
  bodyLabel: '문의 내용',
  bodyPlaceholder: '궁금한 점을 자세히 적어 주시면 더 정확하게 답변드릴 수 있습니다.',
  counter: (length: number, max: number) => `${length} / ${max}자`,
  privacy: '주민등록번호, 카드번호 같은 개인정보는 적지 말아 주세요.',
  urgent: `진료 상담은 진료 때 의료진에게 물어봐 주세요. 급한 문의는 전화(${HOSPITAL.phones.inquiry})로, 응급 상황은 119나 응급의료센터로 연락해 주세요.`,
  submit: '문의 남기기',
  submitted: '문의가 접수되었습니다.',
  rules: {
    categoryRequired: '문의 분류를 선택해 주세요.',
    titleRequired: '제목을 입력해 주세요.',
    titleTooShort: `제목을 ${INQUIRY_LIMITS.titleMin}자 이상 입력해 주세요.`,
    titleTooLong: `제목은 ${INQUIRY_LIMITS.titleMax}자 이내로 입력해 주세요.`,
    bodyRequired: '문의 내용을 입력해 주세요.',
    bodyTooShort: `문의 내용을 ${INQUIRY_LIMITS.bodyMin}자 이상 적어 주세요.`,
    bodyTooLong: `문의 내용은 ${INQUIRY_LIMITS.bodyMax}자 이내로 입력해 주세요.`,
  },
  /** The server's refusal when enough questions wait already (the sandbox words it the same). */
  waitingLimitReason: `답변을 기다리는 문의가 ${INQUIRY_LIMITS.waitingMax}건 있습니다. 답변을 받으신 뒤 다시 문의해 주세요.`,
} as const
