import { HOSPITAL } from '../config/hospital'

/** 초진 예약 신청: a newcomer's way in, the booking desk's answer, and home's card for it. */
export const firstVisit = {
  title: '초진 예약',
  bookAsPatient: '진료예약 하러 가기',
  newTitle: '초진 예약 신청',

  intro: {
    title: '이 병원에 처음 오셨나요?',
    body: '환자번호가 없어도 첫 진료를 신청할 수 있습니다. 예약센터가 날짜를 잡아 알려 드리고, 환자번호도 함께 발급해 계정에 등록해 드립니다.',
    steps: [
      '앱에서 진료과나 증상, 원하는 날짜를 적어 신청합니다.',
      '예약센터가 다음 진료일까지 확인합니다.',
      '예약이 잡히면 알림을 드리고 환자번호가 등록됩니다.',
    ],
    start: '초진 예약 신청하기',
    byPhone: `전화로도 예약할 수 있습니다: 예약센터 ${HOSPITAL.phones.appointment}`,
  },

  /** Where the dead end of patient number registration now leads. */
  fromRegister: {
    hint: '이 병원에서 진료받은 적이 없으면 환자번호가 없습니다. 초진 예약을 신청하시면 환자번호를 발급해 드립니다.',
    link: '처음 오셨나요? 초진 예약 신청',
    notRegisteredTitle: '등록된 환자 기록이 없습니다',
    notRegistered: `입력하신 정보로 등록된 환자를 찾지 못했습니다. 이 병원에 처음 오셨다면 초진 예약을 신청해 주세요. 진료받은 적이 있다면 원무과(${HOSPITAL.phones.inquiry})로 문의해 주세요.`,
    apply: '초진 예약 신청',
  },

  form: {
    departmentLegend: '진료받을 진료과',
    departmentUnknown: '잘 모르겠어요',
    departmentPlaceholder: '진료과를 골라 주세요',
    departmentHint:
      '진료과를 모르면 ‘잘 모르겠어요’를 고르고 증상을 적어 주세요. 예약센터가 알맞은 진료과를 찾아 드립니다.',
    symptomsLabel: '증상이나 진료받고 싶은 내용',
    symptomsOptional: '증상이나 진료받고 싶은 내용 (선택)',
    symptomsPlaceholder: '예: 두 달 전부터 계단을 오르면 가슴이 답답합니다.',
    symptomsPrivacy: '주민등록번호 같은 개인정보는 적지 말아 주세요.',
    counter: (length: number, max: number) => `${length}/${max}자`,
    datesLegend: '원하는 날짜 (최대 3일)',
    datesHint: '진료일(일~목요일, 금요일 오전) 가운데 고를 수 있습니다.',
    dateChosen: '선택됨',
    timeLegend: '원하는 시간대',
    times: { MORNING: '오전', AFTERNOON: '오후', ANY: '상관없음' },
    contactLabel: '연락받을 휴대폰 번호',
    contactHint: '본인인증한 번호로 알려 드립니다. 번호가 바뀌었다면 본인인증을 다시 해 주세요.',
    consentLabel: '환자번호 발급과 등록을 위한 개인정보 수집·이용에 동의합니다. (필수)',
    submit: '신청하기',
    submitted: '초진 예약을 신청했습니다.',
    openAlready:
      '예약센터의 답을 기다리는 신청이 있습니다. 신청 내용을 바꾸려면 그 신청을 취소한 뒤 다시 신청해 주세요.',
    seeOpen: '신청 내용 보기',
  },

  rules: {
    departmentRequired: '진료과를 고르거나 ‘잘 모르겠어요’를 골라 주세요.',
    symptomsRequired: '진료과를 모르시면 증상을 적어 주세요.',
    symptomsTooShort: '증상을 2자 이상 적어 주세요.',
    symptomsTooLong: '증상은 300자 이내로 적어 주세요.',
    datesRequired: '원하는 날짜를 하루 이상 골라 주세요.',
    datesTooMany: '원하는 날짜는 3일까지 고를 수 있습니다.',
    timeRequired: '원하는 시간대를 골라 주세요.',
    consentRequired: '개인정보 수집·이용에 동의해 주세요.',
  },

  status: {
    RECEIVED: '예약센터 확인 중',
    BOOKED: '예약 확정',
    CALLBACK: '전화 안내 예정',
    CANCELLED: '신청 취소',
  },
  received: {
    headline: '예약센터가 신청을 확인하고 있습니다',
    answerBy: (date: string) => `${date}까지 알림으로 알려 드립니다.`,
  },
  booked: {
    headline: '첫 진료가 예약되었습니다',
    patientNo: (patientNo: string) => `환자번호 ${patientNo}가 발급되어 계정에 등록되었습니다.`,
    bring: '진료일에 신분증을 가져오시고, 진료 30분 전까지 본관 1층 원무과에서 접수해 주세요.',
    seeAppointments: '예약 확인하기',
  },
  callback: {
    headline: '예약센터에서 전화로 안내해 드립니다',
    when: (date: string, time: string) => `${date} ${time}에 전화드립니다.`,
    from: '받지 못하시면 이 번호로 전화해 주세요.',
    callTimes: { MORNING: '오전', AFTERNOON: '오후' },
  },
  cancelled: {
    headline: '신청을 취소했습니다',
    again: '다시 신청하기',
  },
  steps: {
    label: '초진 예약 신청 진행 상황',
    received: '신청 접수',
    checking: '예약센터 확인',
    answered: '예약 확정과 환자번호 등록',
  },
  facts: {
    requestedAt: '신청 일시',
    department: '진료과',
    departmentUnknown: '예약센터에서 정함',
    symptoms: '증상',
    dates: '원하는 날짜',
    time: '시간대',
    contact: '연락처',
    appointment: '예약 일시',
    doctor: '의료진',
    patientNo: '환자번호',
  },
  cancel: {
    button: '신청 취소',
    confirmTitle: '초진 예약 신청을 취소할까요?',
    confirm: '취소한 신청은 되돌릴 수 없습니다. 필요하면 다시 신청할 수 있습니다.',
    yes: '신청 취소',
    no: '닫기',
    done: '초진 예약 신청을 취소했습니다.',
  },
  earlier: '지난 신청',

  /** Home's card for a patient without a number. */
  home: {
    title: '초진 예약 신청',
    open: '신청 내용 보기',
    start: '처음 오셨나요? 초진 예약 신청',
  },

  /** The server's refusals (the sandbox words them the same; the contract's examples too). */
  refusals: {
    SYMPTOMS_REQUIRED: '진료과를 모르시면 증상을 적어 주세요.',
    ALREADY_PATIENT: '이미 환자번호가 있습니다. 진료예약에서 예약해 주세요.',
    FIRST_VISIT_OPEN:
      '예약센터의 답을 기다리는 신청이 있습니다. 신청 내용을 바꾸려면 그 신청을 취소한 뒤 다시 신청해 주세요.',
    FIRST_VISIT_ANSWERED: '예약센터가 이미 답한 신청은 취소할 수 없습니다. 잡힌 예약은 예약조회에서 취소해 주세요.',
  },

  /** The sandbox's booking desk (the hospital's side), worded as the hospital would. */
  desk: {
    chooseDepartment: '증상을 여쭙고 알맞은 진료과를 정해 예약을 잡아 드리겠습니다.',
    noRoom: '원하신 날짜와 시간대에 빈자리가 없어 가능한 날짜를 함께 정하려고 합니다.',
    bookedTitle: '초진 예약 확정 안내',
    bookedBody: (when: string, department: string, patientNo: string) =>
      `${when} ${department} 첫 진료가 예약되었습니다. 환자번호 ${patientNo}가 계정에 등록되었습니다.`,
    callbackTitle: '초진 예약 전화 안내',
    callbackBody: (phone: string) => `예약센터(${phone})에서 전화로 초진 예약을 안내해 드립니다.`,
  },
} as const
