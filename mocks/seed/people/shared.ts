import { DEMO_DEVICE_ID, SANDBOX_NOW, SEEDED_REFRESH_EXPIRES_AT, seededRefreshToken, seededRxToken } from '../constants'
import type { SeedRecords, WorldBuilder } from '../world-builder'

export interface PersonSeed {
  patientNo: string
  name: string
  birthDate: string
  residentNumber: string
  gender: 'M' | 'F'
  cellphoneNumber: string
  /** A child's guardian as the hospital's desk recorded them (their CI). */
  guardianCi?: string
}

export interface AccountSeed {
  userId: string
  ci: string
  persona?: string
  relation?: SeedRecords['users']['relation']
  mainUserId?: string
  /** False when the account has not registered its patient number yet. */
  linked?: boolean
  token?: string
}

/** A hospital patient, and optionally the app account that belongs to them. */
export function addPerson(world: WorldBuilder, person: PersonSeed, account?: AccountSeed): void {
  world.add('patients', person)
  if (!account) return
  const mainUserId = account.mainUserId ?? account.userId
  world.add('users', {
    userId: account.userId,
    userName: person.name,
    patientNo: account.linked === false ? '' : person.patientNo,
    birthDate: person.birthDate,
    gender: person.gender,
    cellphoneNumber: person.cellphoneNumber,
    loginType: 5,
    isMain: mainUserId === account.userId ? 'Y' : 'N',
    mainUserId,
    ci: account.ci,
    relation: account.relation ?? 'SELF',
    agreedTermsIds: [1, 2, 3],
    marketingYn: 'N',
    createdAt: '2025-03-02T10:12:00+09:00',
    lastLoginAt: '2026-11-20T19:40:00+09:00',
    ...(account.persona ? { persona: account.persona } : {}),
  })
  if (account.token) {
    // A persona is signed in on the demo's phone: a token that does not expire (the demo can be
    // left open for days), in a sign-in whose refresh credential renews it like any other.
    const signInId = `SI-SEED-${account.userId}`
    world.add('sessions', {
      token: account.token,
      userId: account.userId,
      mainUserId,
      issuedAt: SANDBOX_NOW,
      signInId,
      revoked: false,
    })
    world.add('refreshTokens', {
      refreshToken: seededRefreshToken(account.userId),
      signInId,
      userId: account.userId,
      deviceId: DEMO_DEVICE_ID,
      issuedAt: SANDBOX_NOW,
      expiresAt: SEEDED_REFRESH_EXPIRES_AT,
      status: 'ACTIVE',
    })
    if (account.linked !== false) {
      world.add('rxTokens', {
        rxToken: seededRxToken(account.userId),
        patientNo: person.patientNo,
        expiresAt: SEEDED_REFRESH_EXPIRES_AT,
      })
    }
  }
}

type MedicineItem = SeedRecords['medicineOrders']['items'][number]

/** Medicines the seed prescribes, by short name. */
export const DRUGS = {
  amlodipine: {
    drugCode: '645301220',
    drugName: '노바스크정 5mg',
    ingredient: '암로디핀베실산염',
    dose: '1정',
    timesPerDay: 1,
    usage: '아침 식후 30분',
    effect: '혈압을 낮춥니다',
  },
  atorvastatin: {
    drugCode: '671803380',
    drugName: '리피토정 10mg',
    ingredient: '아토르바스타틴칼슘',
    dose: '1정',
    timesPerDay: 1,
    usage: '저녁 식후 30분',
    effect: '콜레스테롤을 낮춥니다',
  },
  aspirin: {
    drugCode: '645102070',
    drugName: '아스피린프로텍트정 100mg',
    ingredient: '아스피린',
    dose: '1정',
    timesPerDay: 1,
    usage: '아침 식후 30분',
    effect: '혈전이 생기는 것을 막습니다',
  },
  metformin: {
    drugCode: '641900480',
    drugName: '다이아벡스정 500mg',
    ingredient: '메트포르민염산염',
    dose: '1정',
    timesPerDay: 2,
    usage: '아침, 저녁 식후 30분',
    effect: '혈당을 낮춥니다',
  },
  rebamipide: {
    drugCode: '643900580',
    drugName: '무코스타정 100mg',
    ingredient: '레바미피드',
    dose: '1정',
    timesPerDay: 3,
    usage: '매 식후 30분',
    effect: '위 점막을 보호합니다',
  },
  eyedrop: {
    drugCode: '647203310',
    drugName: '크라비트점안액 0.5%',
    ingredient: '레보플록사신',
    dose: '1방울',
    timesPerDay: 4,
    usage: '하루 4번 눈에 넣으세요',
    effect: '눈의 세균 감염을 치료합니다',
  },
  acetaminophen: {
    drugCode: '644300970',
    drugName: '타이레놀정 500mg',
    ingredient: '아세트아미노펜',
    dose: '1정',
    timesPerDay: 3,
    usage: '통증이 있을 때 식후',
    effect: '통증과 열을 내립니다',
  },
  cefazolin: {
    drugCode: '648100150',
    drugName: '세파졸린주 1g',
    ingredient: '세파졸린나트륨',
    dose: '1바이알',
    timesPerDay: 3,
    usage: '정맥 주사 (병동에서 투여)',
    effect: '수술 부위 감염을 예방합니다',
  },
  donepezil: {
    drugCode: '644800180',
    drugName: '아리셉트정 5mg',
    ingredient: '도네페질염산염',
    dose: '1정',
    timesPerDay: 1,
    usage: '자기 전',
    effect: '기억력 저하가 진행되는 것을 늦춥니다',
  },
  cetirizine: {
    drugCode: '642700390',
    drugName: '지르텍정 10mg',
    ingredient: '세티리진염산염',
    dose: '1/2정',
    timesPerDay: 1,
    usage: '저녁 식후',
    effect: '가려움과 콧물을 줄입니다',
  },
} satisfies Record<string, Omit<MedicineItem, 'days'>>

export const prescribe = (drug: keyof typeof DRUGS, days: number): MedicineItem => ({ ...DRUGS[drug], days })

type ResultItem = SeedRecords['testResults']['items'][number]

/** Test panels with their items (value, unit, range, flag). */
export const PANELS = {
  cbc: {
    testName: '일반혈액검사 (CBC)',
    category: '진단검사',
    items: [
      { itemName: '백혈구', value: '6.2', unit: '10³/µL', referenceRange: '4.0~10.0', flag: 'N' },
      { itemName: '헤모글로빈', value: '13.2', unit: 'g/dL', referenceRange: '12.0~16.0', flag: 'N' },
      { itemName: '혈소판', value: '245', unit: '10³/µL', referenceRange: '150~400', flag: 'N' },
    ],
  },
  lipid: {
    testName: '지질검사',
    category: '진단검사',
    items: [
      { itemName: '총콜레스테롤', value: '224', unit: 'mg/dL', referenceRange: '0~199', flag: 'H' },
      { itemName: 'LDL 콜레스테롤', value: '148', unit: 'mg/dL', referenceRange: '0~129', flag: 'H' },
      { itemName: 'HDL 콜레스테롤', value: '52', unit: 'mg/dL', referenceRange: '40~', flag: 'N' },
      { itemName: '중성지방', value: '131', unit: 'mg/dL', referenceRange: '0~149', flag: 'N' },
    ],
  },
  glucose: {
    testName: '당화혈색소 (HbA1c)',
    category: '진단검사',
    items: [
      { itemName: '당화혈색소', value: '6.8', unit: '%', referenceRange: '4.0~5.6', flag: 'H' },
      { itemName: '공복혈당', value: '128', unit: 'mg/dL', referenceRange: '70~99', flag: 'H' },
    ],
  },
  liver: {
    testName: '간기능검사',
    category: '진단검사',
    items: [
      { itemName: 'AST', value: '24', unit: 'IU/L', referenceRange: '0~40', flag: 'N' },
      { itemName: 'ALT', value: '31', unit: 'IU/L', referenceRange: '0~40', flag: 'N' },
      { itemName: '알부민', value: '3.3', unit: 'g/dL', referenceRange: '3.5~5.2', flag: 'L' },
    ],
  },
  ecg: {
    testName: '심전도',
    category: '기능검사',
    items: [{ itemName: '심장 리듬', value: '정상 동율동', referenceRange: '정상 동율동', flag: 'N' }],
  },
  chestXray: {
    testName: '흉부 X선',
    category: '영상검사',
    items: [{ itemName: '판독', value: '활동성 폐병변 없음', flag: 'N' }],
  },
} satisfies Record<string, { testName: string; category: string; items: ResultItem[] }>
