import { seededRefreshToken, seededRxToken } from './constants'

/**
 * The named personas of the sandbox. Ids are fixed; each is a complete, consistent life
 * (mocks/seed/people). `token` is always valid in a freshly reset world.
 */
export interface Persona {
  id: 'outpatient' | 'inpatient' | 'checkup' | 'family' | 'newcomer'
  userId: string
  name: string
  /** Empty when the persona has not registered a patient number yet. */
  patientNo: string
  token: string
  /** Its refresh credential, bound to the demo's phone (DEMO_DEVICE_ID). */
  refreshToken: string
  /** Its e-prescription token (rxBearerAuth), when it has a patient number. */
  rxToken?: string
  summary: string
  /** What the phone identity verification returns for this person. */
  identity: { ci: string; userName: string; birthDate: string; cellphoneNumber: string; gender: 'M' | 'F' }
}

export const PERSONAS: readonly Persona[] = [
  {
    id: 'outpatient',
    userId: 'U1001',
    name: '이서연',
    patientNo: '10234567',
    token: 'sandbox-token-U1001',
    refreshToken: seededRefreshToken('U1001'),
    rxToken: seededRxToken('U1001'),
    identity: {
      ci: 'CI-OUTPATIENT-0001',
      userName: '이서연',
      birthDate: '19580314',
      cellphoneNumber: '01023456789',
      gender: 'F',
    },
    summary: '외래 환자: 오늘 순환기내과 진료와 채혈, 다가오는 예약, 미수납 진료비, 전송 전 처방전, 등록 차량',
  },
  {
    id: 'inpatient',
    userId: 'U1002',
    name: '박영수',
    patientNo: '10345678',
    token: 'sandbox-token-U1002',
    refreshToken: seededRefreshToken('U1002'),
    rxToken: seededRxToken('U1002'),
    identity: {
      ci: 'CI-INPATIENT-0001',
      userName: '박영수',
      birthDate: '19490702',
      cellphoneNumber: '01034567890',
      gender: 'M',
    },
    summary: '입원 환자: 외과 7병동 입원중, 오늘 수술, 회진과 식단, 중간진료비 (입원 수납 허용 목록)',
  },
  {
    id: 'checkup',
    userId: 'U1003',
    name: '최지은',
    patientNo: '10456789',
    token: 'sandbox-token-U1003',
    refreshToken: seededRefreshToken('U1003'),
    rxToken: seededRxToken('U1003'),
    identity: {
      ci: 'CI-CHECKUP-0001',
      userName: '최지은',
      birthDate: '19751009',
      cellphoneNumber: '01045678901',
      gender: 'F',
    },
    summary: '건강검진: 종합검진과 국가검진 이력, 결과 대기 중인 국가검진, 결과지 PDF, 다가오는 검진 예약',
  },
  {
    id: 'family',
    userId: 'U1004',
    name: '정해진',
    patientNo: '10567890',
    token: 'sandbox-token-U1004',
    refreshToken: seededRefreshToken('U1004'),
    rxToken: seededRxToken('U1004'),
    identity: {
      ci: 'CI-FAMILY-0001',
      userName: '정해진',
      birthDate: '19820521',
      cellphoneNumber: '01056789012',
      gender: 'M',
    },
    summary: '대표 계정: 만 14세 미만 자녀(정하윤)와 어머니(김순자)를 가족 계정으로 관리',
  },
  {
    id: 'newcomer',
    userId: 'U1007',
    name: '배수진',
    patientNo: '',
    token: 'sandbox-token-U1007',
    refreshToken: seededRefreshToken('U1007'),
    identity: {
      ci: 'CI-NEWCOMER-0001',
      userName: '배수진',
      birthDate: '19901203',
      cellphoneNumber: '01056781234',
      gender: 'F',
    },
    summary: '새로 가입: 환자번호 등록 전 (주민등록번호 901203-2123456으로 등록 가능)',
  },
]

export type PersonaId = Persona['id']

/**
 * People the demo's identity verification can also be: not signed up yet (sign-up flow), a
 * child under 14 (refused), and the outpatient persona's mother (to add as family).
 */
export const OTHER_IDENTITIES: ReadonlyArray<{ label: string; identity: Persona['identity'] }> = [
  {
    label: '처음 오신 분 (가입 전)',
    identity: {
      ci: 'CI-GUEST-0001',
      userName: '한가람',
      birthDate: '19880417',
      cellphoneNumber: '01044448888',
      gender: 'M',
    },
  },
  {
    label: '만 14세 미만 (직접 가입 불가)',
    identity: {
      ci: 'CI-CHILD-0001',
      userName: '김다온',
      birthDate: '20150305',
      cellphoneNumber: '01012120000',
      gender: 'F',
    },
  },
  {
    label: '이순례 (이서연님의 어머니)',
    identity: {
      ci: 'CI-FAMILY-OUTPATIENT-MOTHER',
      userName: '이순례',
      birthDate: '19340502',
      cellphoneNumber: '01077770001',
      gender: 'F',
    },
  },
]

export const findPersona = (id: string | null | undefined): Persona | undefined => PERSONAS.find((p) => p.id === id)
