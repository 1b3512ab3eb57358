import { DATES } from '../config/constants'
import { HOSPITAL } from '../config/hospital'

/** Sign-in, sign-up, patient number registration, my info, withdrawal, family accounts. */
export const account = {
  /** Words several account screens share (the switch's question and notice are the shell's). */
  view: '보기',
  viewTerm: (title: string) => `${title} 보기`,
  goHome: '홈으로',
  patientNoMissing: '환자번호 미등록',
  mainAccount: '대표 계정',
  familyAccount: '가족 계정',
  actingNow: '이용 중',
  switchToLabel: (name: string) => `${name}님 계정으로 전환`,
  nameSuffix: (name: string) => `${name}님`,

  /** Signed out on a screen that needs an account. */
  signInRequired: {
    title: '로그인이 필요합니다',
    description: '휴대폰 본인인증으로 로그인한 뒤 이용해 주세요.',
    action: '로그인하기',
  },

  /** Acting as a family member on a screen only the main account may use. */
  mainOnly: {
    title: '대표 계정에서만 할 수 있습니다',
    description: (name: string) =>
      `지금은 ${name}님의 가족 계정으로 이용 중입니다. 내 계정으로 돌아간 뒤 다시 시도해 주세요.`,
  },

  signIn: {
    title: '휴대폰 본인인증으로 로그인하세요',
    description:
      '본인 명의의 휴대폰으로 인증하면 바로 로그인됩니다. 처음 오신 분은 인증 후 약관에 동의하면 가입됩니다.',
    noticeTitle: '로그인 방법이 바뀌었습니다',
    notice: `${DATES.loginReplacedOn}부터 아이디 로그인과 간편 로그인(카카오, 네이버, 구글, 애플)은 휴대폰 본인인증 로그인으로 바뀌었습니다. 예전 계정 정보는 본인인증 후 그대로 이용하실 수 있습니다.`,
    button: '휴대폰 본인인증으로 로그인',
    help: `본인 명의의 휴대폰이 없거나 인증이 되지 않으면 문의 전화(${HOSPITAL.phones.inquiry})로 연락해 주세요.`,
    callInquiry: `문의 전화 ${HOSPITAL.phones.inquiry}`,
  },

  signUp: {
    title: (name: string) => `${name}님, 약관에 동의하고 가입해 주세요`,
    verified: '휴대폰 본인인증 완료',
    birthDate: '생년월일',
    phone: '휴대폰 번호',
    allAgree: '약관에 모두 동의합니다',
    allAgreeHint: '선택 항목을 포함한 모든 약관에 동의합니다.',
    termsLegend: '가입 약관',
    termLabel: (title: string, required: boolean) => `[${required ? '필수' : '선택'}] ${title}`,
    submit: '동의하고 가입하기',
    noTerms: '약관을 불러오지 못했습니다',
    noTermsHint: '잠시 후 다시 시도해 주세요.',
    noIdentityTitle: '휴대폰 본인인증을 먼저 해 주세요',
    noIdentityDescription:
      '가입하려면 본인 명의의 휴대폰으로 인증해야 합니다. 인증을 마치면 약관 동의 화면으로 돌아옵니다.',
    startVerification: '휴대폰 본인인증 하기',
    under14Hint: '만 14세 미만은 직접 가입할 수 없고, 보호자 계정에서 가족으로 추가해 이용합니다.',
  },

  /** The phone identity verification's handle (held by the server, used once, for 10 minutes). */
  verification: {
    expired: '본인인증 시간이 지났습니다. 다시 인증해 주세요.',
    used: '이미 사용한 본인인증입니다. 다시 인증해 주세요.',
    invalid: '본인인증 정보를 확인할 수 없습니다. 다시 인증해 주세요.',
    again: '본인인증 다시 하기',
  },

  signUpComplete: {
    title: (name: string) => `${name}님, 가입을 환영합니다`,
    titleNoName: '가입을 환영합니다',
    description: '환자번호를 등록하면 진료예약, 예약조회, 검사결과와 진료비 수납을 앱에서 이용할 수 있습니다.',
    patientNoHint: '환자번호는 병원에 처음 방문해 접수하면 만들어집니다. 이름과 주민등록번호로 찾아 등록합니다.',
    register: '환자번호 등록하기',
    later: '나중에 등록하기',
  },

  registerPatient: {
    title: '환자번호를 등록해 주세요',
    description: '병원에 등록된 이름과 주민등록번호를 입력하면 환자번호를 찾아 연결합니다.',
    name: '이름',
    residentNumber: '주민등록번호',
    residentFront: '앞 6자리',
    residentBack: '뒤 7자리',
    residentHint: '주민등록번호는 환자번호를 찾는 데에만 쓰고 저장하지 않습니다.',
    consentLabel: '[필수] 위 민감정보(건강정보) 처리에 동의합니다',
    submit: '환자번호 등록하기',
    done: (patientNo: string) => `환자번호(${patientNo})가 등록되었습니다.`,
    alreadyTitle: '이미 환자번호가 등록되어 있습니다',
    alreadyDescription: (patientNo: string) => `등록된 환자번호는 ${patientNo}입니다.`,
  },

  management: {
    profile: '기본 정보',
    name: '이름',
    birthDate: '생년월일',
    phone: '휴대폰 번호',
    patientNo: '환자번호',
    accountType: '계정 구분',
    registerPatientNo: '환자번호 등록하기',
    changePhone: '휴대폰 번호 변경',
    newPhone: '새 휴대폰 번호',
    newPhoneHint: '예: 010-1234-5678 (- 없이 입력해도 됩니다)',
    changePhoneSubmit: '휴대폰 번호 변경하기',
    changePhoneNeedsPatientNo: '휴대폰 번호는 환자번호를 등록한 뒤 바꿀 수 있습니다.',
    phoneChanged: '휴대폰 번호가 변경되었습니다.',
    more: '계정 관리',
    patientInfo: '내 환자 정보',
    patientInfoHint: '병원에 등록된 정보 확인',
    family: '가족 계정 관리',
    familyCount: (count: number) => `${count}명`,
    withdrawal: '회원 탈퇴',
  },

  info: {
    title: '병원에 등록된 내 정보',
    description: '병원에서 이름이나 연락처를 바꾸셨다면 아래 버튼을 눌러 앱의 정보도 병원과 같게 맞춰 주세요.',
    gender: '성별',
    genders: { M: '남', F: '여' },
    refresh: '병원 정보로 갱신',
    refreshed: '병원 정보로 갱신했습니다.',
  },

  withdrawal: {
    title: '탈퇴하기 전에 확인해 주세요',
    lossTitle: '탈퇴하면 이렇게 됩니다',
    losses: [
      '앱 계정과 로그인 정보가 삭제되고, 다시 이용하려면 새로 가입해야 합니다.',
      '메시지함의 알림과 앱 설정이 모두 삭제됩니다.',
      '모바일 진료카드와 진료비 하이패스 등 앱 서비스를 이용할 수 없습니다.',
      '가족 계정이 있으면 먼저 삭제해야 탈퇴할 수 있습니다.',
    ],
    keep: '병원의 진료 기록과 환자번호는 그대로 남아 창구에서 이용하실 수 있습니다.',
    reasonLegend: '탈퇴하시는 이유를 알려 주세요',
    reasons: {
      LOW_USAGE: '자주 이용하지 않아요',
      MOVED: '다른 병원을 이용해요',
      PRIVACY: '개인정보가 걱정돼요',
      INCONVENIENT: '앱 사용이 불편해요',
      OTHER: '기타 (직접 입력)',
    },
    reasonText: '기타 사유',
    reasonTextHint: '500자 이내로 적어 주세요.',
    submit: '회원 탈퇴하기',
    confirmTitle: '정말 탈퇴할까요?',
    confirmMessage: '탈퇴하면 앱 계정이 삭제되고 되돌릴 수 없습니다.',
    confirmLabel: '탈퇴하기',
    blockedTitle: '아직 탈퇴할 수 없습니다',
    blockedReason: '가족 계정을 먼저 삭제해 주세요.',
    goDeleteFamily: '가족 계정 삭제하러 가기',
    done: '회원 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.',
  },

  relations: {
    SELF: '본인',
    SPOUSE: '배우자',
    CHILD: '자녀',
    PARENT: '부모',
    SIBLING: '형제자매',
    OTHER: '기타',
  },

  family: {
    title: '가족의 진료도 함께 챙기세요',
    mainSection: '대표 계정',
    familySection: '가족 계정',
    intro: '가족을 추가하면 계정을 전환해 가족의 예약과 진료 기록을 함께 관리할 수 있습니다.',
    needsPatientNo: '가족 계정은 환자번호를 등록해야 전환해서 이용할 수 있습니다.',
    birth: (date: string) => `생년월일 ${date}`,
    patientNoOf: (patientNo: string) => `환자번호 ${patientNo}`,
    registerPatientNo: '환자번호 등록',
    registerPatientNoLabel: (name: string) => `${name}님 환자번호 등록`,
    add: '가족 추가',
    delete: '가족 삭제',
    emptyTitle: '등록된 가족이 없습니다',
    emptyDescription: '부모님이나 자녀를 가족으로 추가하면 한 계정에서 예약과 진료 기록을 볼 수 있습니다.',
  },

  addFamily: {
    title: '가족 정보를 입력해 주세요',
    description:
      '만 14세 이상 가족은 가족 본인의 휴대폰으로 본인인증을 합니다. 만 14세 미만 자녀는 보호자 정보로 추가합니다.',
    relationLegend: '가족 관계',
    name: '가족 이름',
    birthDate: '가족 생년월일 8자리',
    birthDateHint: '예: 19580314',
    guardianTitle: '보호자 정보',
    guardianNotice:
      '만 14세 미만은 보호자(대표 계정) 계정을 통해서만 앱을 이용할 수 있습니다. 보호자 정보를 확인해 주세요.',
    guardianName: '보호자 이름',
    guardianBirthDate: '보호자 생년월일 8자리',
    guardianPhone: '보호자 휴대폰 번호',
    identityNotice:
      '만 14세 이상 가족은 가족 본인 명의의 휴대폰으로 본인인증을 해야 합니다. 버튼을 누르면 본인인증 화면이 열립니다.',
    submitWithIdentity: '본인인증하고 가족 추가하기',
    submit: '가족 추가하기',
    added: (name: string) => `${name}님을 가족으로 추가했습니다. 이어서 환자번호를 등록해 주세요.`,
  },

  familyPatient: {
    title: (name: string) => `${name}님의 환자번호를 등록해 주세요`,
    description: '가족의 주민등록번호를 입력하면 병원에 등록된 환자번호를 찾아 연결합니다.',
    name: '가족 이름',
    submit: '환자번호 등록하기',
    done: (name: string) => `${name}님의 환자번호가 등록되었습니다.`,
    later: '나중에 등록하기',
    notFoundTitle: '가족 정보를 찾을 수 없습니다',
    notFoundDescription: '가족 계정 목록에서 다시 선택해 주세요.',
    alreadyTitle: (name: string) => `${name}님은 환자번호가 이미 등록되어 있습니다`,
    backToList: '가족 계정 목록으로',
  },

  deleteFamily: {
    title: '삭제할 가족을 선택해 주세요',
    intro: '삭제한 가족 계정으로는 더 이상 전환할 수 없습니다. 병원의 진료 기록은 그대로 남습니다.',
    delete: '삭제',
    deleteLabel: (name: string) => `${name}님 삭제`,
    confirmTitle: (name: string) => `${name}님을 가족 계정에서 삭제할까요?`,
    confirmMessage: '삭제한 뒤 다시 이용하려면 가족 추가를 새로 해야 합니다.',
    confirmLabel: '삭제하기',
    done: (name: string) => `${name}님을 가족 계정에서 삭제했습니다.`,
    emptyTitle: '삭제할 가족 계정이 없습니다',
    emptyDescription: '가족 계정 관리에서 가족을 추가할 수 있습니다.',
    toManage: '가족 계정 관리로',
  },
} as const
