/**
 * The checkup center's programs and how their day runs: which stations, in which order, how long
 * each takes. The center's catalogue, not anyone's record: the same for every patient.
 */
import type { z } from 'zod'
import type { CheckupPackage, CheckupStation } from '@/api/generated/checkup/checkup.zod'

type Package = z.input<typeof CheckupPackage>
type Station = z.input<typeof CheckupStation>

interface StationPlan {
  stationName: string
  location: string
  minutes: number
  description: string
}

const S = {
  reception: {
    stationName: '접수·문진표 확인',
    location: '신관 2층 건강증진센터 접수 창구',
    minutes: 10,
    description: '신분증을 보여 주시고 문진표를 확인합니다. 검진복으로 갈아입습니다.',
  },
  body: {
    stationName: '신체계측',
    location: '신관 2층 1번 검사실',
    minutes: 15,
    description: '키, 몸무게, 허리둘레, 혈압, 시력, 청력을 잽니다.',
  },
  blood: {
    stationName: '채혈·소변 검사',
    location: '신관 2층 2번 검사실',
    minutes: 10,
    description: '팔에서 피를 조금 뽑고, 받아 오신 소변(또는 대변) 통을 냅니다.',
  },
  xray: {
    stationName: '흉부 X선',
    location: '신관 2층 영상검사실',
    minutes: 10,
    description: '가슴 사진을 찍습니다. 목걸이와 속옷의 금속은 빼 주세요.',
  },
  ecg: {
    stationName: '심전도',
    location: '신관 2층 3번 검사실',
    minutes: 10,
    description: '누워서 가슴과 손발에 전극을 붙이고 심장 리듬을 봅니다.',
  },
  ultrasound: {
    stationName: '복부 초음파',
    location: '신관 2층 초음파실',
    minutes: 20,
    description: '간, 쓸개, 췌장, 콩팥을 초음파로 봅니다. 금식해야 잘 보입니다.',
  },
  thyroid: {
    stationName: '갑상선 초음파',
    location: '신관 2층 초음파실',
    minutes: 15,
    description: '목의 갑상선을 초음파로 봅니다.',
  },
  ct: {
    stationName: '저선량 폐 CT',
    location: '신관 1층 CT실',
    minutes: 15,
    description: '적은 방사선으로 폐를 자세히 찍습니다.',
  },
  echo: {
    stationName: '심장 초음파',
    location: '신관 2층 심장검사실',
    minutes: 30,
    description: '심장의 움직임과 판막을 초음파로 봅니다.',
  },
  mri: {
    stationName: '뇌 MRI',
    location: '신관 지하 1층 MRI실',
    minutes: 40,
    description: '뇌혈관과 뇌를 찍습니다. 몸의 금속을 모두 빼 주세요.',
  },
  gastroscopy: {
    stationName: '위내시경',
    location: '신관 2층 내시경실',
    minutes: 40,
    description: '수면 내시경은 깨어날 때까지 30분쯤 회복실에서 쉽니다.',
  },
  colonoscopy: {
    stationName: '대장내시경',
    location: '신관 2층 내시경실',
    minutes: 50,
    description: '위내시경에 이어 받습니다. 회복실에서 쉬신 뒤 다음 순서로 갑니다.',
  },
  oral: {
    stationName: '구강 검진',
    location: '신관 2층 치과 검진실',
    minutes: 10,
    description: '치아와 잇몸을 봅니다.',
  },
  cancer: {
    stationName: '암 검진 (유방·자궁경부)',
    location: '신관 2층 여성 검진실',
    minutes: 20,
    description: '여성은 유방 촬영과 자궁경부 세포 검사를 받습니다.',
  },
  consult: {
    stationName: '문진 상담',
    location: '신관 2층 상담실',
    minutes: 10,
    description: '의사가 문진표와 생활 습관을 보고 상담합니다.',
  },
  meal: {
    stationName: '검진 후 식사',
    location: '신관 2층 휴게실',
    minutes: 20,
    description: '내시경 뒤에는 부드러운 죽을 드립니다. 드시고 귀가하세요.',
  },
} satisfies Record<string, StationPlan>

interface ProgramDefinition extends Package {
  plan: StationPlan[]
}

export const CHECKUP_PACKAGES: readonly ProgramDefinition[] = [
  {
    packageCode: 'SYN-BASIC',
    checkupType: 'SYNTHESIS',
    packageName: '종합검진 기본',
    summary: '혈액·소변 검사와 영상 검사, 위내시경까지 꼭 필요한 검사를 반나절에 받습니다.',
    includes: ['신체계측·혈압', '혈액·소변 검사', '흉부 X선', '심전도', '복부 초음파', '위내시경'],
    durationMinutes: 180,
    priceWon: 450_000,
    plan: [S.reception, S.body, S.blood, S.xray, S.ecg, S.ultrasound, S.gastroscopy, S.meal],
  },
  {
    packageCode: 'SYN-PRECISE',
    checkupType: 'SYNTHESIS',
    packageName: '종합검진 정밀 (위·대장내시경)',
    summary:
      '기본 검진에 대장내시경과 갑상선 초음파를 더했습니다. 50세 이상이거나 가족 중 대장암이 있는 분께 권합니다.',
    includes: [
      '신체계측·혈압',
      '혈액·소변 검사',
      '흉부 X선',
      '심전도',
      '복부 초음파',
      '갑상선 초음파',
      '위내시경',
      '대장내시경',
    ],
    durationMinutes: 270,
    priceWon: 750_000,
    plan: [S.reception, S.body, S.blood, S.xray, S.ecg, S.ultrasound, S.thyroid, S.gastroscopy, S.colonoscopy, S.meal],
  },
  {
    packageCode: 'SYN-PREMIUM',
    checkupType: 'SYNTHESIS',
    packageName: '종합검진 프리미엄',
    summary: '정밀 검진에 폐 CT, 심장 초음파, 뇌 MRI를 더해 하루에 온몸을 살핍니다.',
    includes: [
      '신체계측·혈압',
      '혈액·소변 검사',
      '흉부 X선',
      '심전도',
      '복부·갑상선 초음파',
      '저선량 폐 CT',
      '심장 초음파',
      '뇌 MRI',
      '위·대장내시경',
    ],
    durationMinutes: 390,
    priceWon: 1_500_000,
    plan: [
      S.reception,
      S.body,
      S.blood,
      S.xray,
      S.ecg,
      S.ultrasound,
      S.thyroid,
      S.ct,
      S.echo,
      S.mri,
      S.gastroscopy,
      S.colonoscopy,
      S.meal,
    ],
  },
  {
    packageCode: 'NAT-GENERAL',
    checkupType: 'NATION',
    packageName: '국가 일반건강검진',
    summary: '건강보험공단이 보내 드린 검진 대상자는 비용 없이 받으실 수 있습니다. 신분증을 꼭 가져오세요.',
    includes: ['신체계측·혈압', '혈액 검사 (공복혈당·콜레스테롤·간·신장)', '소변 검사', '흉부 X선', '구강 검진'],
    durationMinutes: 60,
    priceWon: 0,
    plan: [S.reception, S.body, S.blood, S.xray, S.oral, S.consult],
  },
  {
    packageCode: 'NAT-CANCER',
    checkupType: 'NATION',
    packageName: '국가 암검진',
    summary: '나이와 성별에 따라 위암·대장암·유방암·자궁경부암 검진을 받습니다. 대상자는 대부분 비용이 없습니다.',
    includes: ['위내시경 (위암)', '분변잠혈 검사 (대장암)', '유방 촬영 (유방암, 여성)', '자궁경부 세포 검사 (여성)'],
    durationMinutes: 120,
    priceWon: 0,
    plan: [S.reception, S.body, S.blood, S.cancer, S.gastroscopy, S.meal],
  },
]

export const findPackage = (packageCode: string): ProgramDefinition | undefined =>
  CHECKUP_PACKAGES.find((p) => p.packageCode === packageCode)

const toMinutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number)
  return h * 60 + m
}
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The program's stations as the day will run them from `startTime`, all still waiting. */
export function plannedStations(packageCode: string, startTime: string): Station[] {
  const program = findPackage(packageCode)
  if (!program) return []
  let at = toMinutes(startTime)
  return program.plan.map((step, index) => {
    const station: Station = {
      order: index + 1,
      stationName: step.stationName,
      location: step.location,
      state: 'WAITING',
      expectedTime: toClock(at),
      description: step.description,
    }
    at += step.minutes
    return station
  })
}

/** The package as the contract gives it (without the center's plan). */
export const packageView = ({ plan: _plan, ...pkg }: ProgramDefinition): Package => pkg
