import { HOSPITAL } from '../config/hospital'
import type { PdfViewerWords } from '../pdf-viewer/words'

/** The viewer's words for an issued document (the checkup report's say 결과지). */
const viewer = {
  pageLabel: (page: number, total: number) => `서류 ${total}쪽 중 ${page}쪽`,
  pageOf: (page: number, total: number) => `${page} / ${total}쪽`,
  previousPage: '이전 쪽',
  nextPage: '다음 쪽',
  stageLabel: '서류 화면',
  zoomIn: '크게 보기',
  zoomOut: '작게 보기',
  zoomLevel: (percent: number) => `${percent}%`,
  fitWidth: '화면 폭에 맞추기',
  zoomHint: '두 손가락으로 벌리거나 돋보기 단추를 누르면 크게 보입니다. 크게 본 쪽은 손가락으로 밀어 옮겨 보세요.',
  save: '휴대폰에 저장',
  share: '다른 앱으로 보내기',
  saved: '서류를 저장했습니다.',
  shared: '서류를 보냈습니다.',
  saveFailed: '서류를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  viewerFailed: '서류를 화면에 그리지 못했습니다. 휴대폰에 저장해 다른 앱으로 열어 보세요.',
  textVersion: '서류를 글로 읽기',
  textVersionNote: '서류의 글을 휴대폰 글자 크기로 보여 드립니다. 표는 항목마다 나누었습니다.',
} satisfies PdfViewerWords

/** Documents of a visit or a stay, the year's payment confirmation and the private-insurance claim (서류 발급). */
export const documents = {
  viewer,
  entry: '서류 발급',
  entryLabel: (what: string) => `${what} 서류 발급`,

  visit: {
    outpatient: '외래 진료',
    inpatient: '입원',
    stayPeriod: (from: string, to?: string) => (to ? `${from} ~ ${to}` : `${from} 입원, 재원 중`),
    doctor: (name: string) => `${name} 교수`,
    listLabel: '받을 수 있는 서류',
    receive: '받기',
    receiveLabel: (title: string) => `${title} 받기`,
    atDesk: '원무과 발급',
    atDeskNote: (fee: string) => `발급 수수료 ${fee}가 있어 원무과 창구에서 발급해 드립니다.`,
    feeNote: (fee: string) => `발급 수수료 ${fee}을 카드로 내시면 바로 받을 수 있습니다.`,
    payFee: '수수료 내고 받기',
    payFeeLabel: (title: string, fee: string) => `${title} 수수료 내고 받기, ${fee}`,
    /** What the card page shows the patient is paying for. */
    feeGoodsName: (title: string) => `${title} 발급 수수료`,
    feePaidMeta: (fee: string) => `수수료 ${fee} 냄`,
    feePaid: '수수료를 냈습니다. 서류를 엽니다.',
    afterPayment: '수납 후 발급',
    afterPaymentNote: '진료비를 내신 뒤에 받을 수 있습니다.',
    pay: '진료비 내기',
    free: '무료',
    emptyTitle: '받을 수 있는 서류가 없습니다',
    emptyHint: '서류가 필요하시면 원무과에 문의해 주세요.',
  },

  claim: {
    title: '실손보험 청구',
    electronic:
      '우리 병원은 실손보험 청구 서류를 보험사에 전자로 보내 드립니다. 실손24 앱이나 누리집에서 청구하시면 서류를 따로 받지 않아도 됩니다.',
    notElectronic: '이 진료는 아직 진료비를 내지 않아 실손24로 청구할 수 없습니다.',
    openSilson24: '실손24에서 청구하기',
    storeOpened: '실손24 앱이 없어 설치 화면을 열었습니다.',
    notOpened: '실손24를 열지 못했습니다. 인터넷에서 실손24를 찾아 주세요.',
    otherInsurers: '실손24에 없는 보험사라면',
    fileFor: (title: string) => `보험사에 낼 ${title} 받기`,
    otherInsurersNote:
      '아래 두 서류를 받아 보험사 앱이나 누리집에 올려 주세요. 이 앱은 보험사 아이디나 비밀번호를 묻지 않습니다.',
  },

  file: {
    heading: '서류',
    loading: '서류를 받고 있습니다',
    notFound: '이 서류는 앱에서 받을 수 없습니다. 원무과에 문의해 주세요.',
    failed: '서류를 받지 못했습니다. 잠시 후 다시 시도해 주세요.',
    toList: '서류 목록으로',
    /** No spaces or dots in a file's name (진료비계산서영수증_2026-11-09.pdf): some phones' file apps trip on them. */
    fileName: (kind: string, date: string) => `${kind.replace(/[\s·]/g, '')}_${date}.pdf`,
  },

  confirmation: {
    lead: '연말정산 의료비 공제에 내는 진료비 납입확인서를 받습니다. 한 해 동안 낸 진료비가 모두 적혀 있습니다.',
    entry: '연말정산 납입확인서',
    year: '연도',
    yearOption: (year: number) => `${year}년`,
    thisYearNote: '올해 것은 오늘까지 낸 진료비입니다.',
    person: '누구의 확인서인가요',
    self: (name: string) => `${name} (본인)`,
    family: (name: string) => `${name} (가족)`,
    get: '납입확인서 받기',
    title: (year: number, name: string) => `${year}년 진료비 납입확인서 · ${name}`,
    fileName: (year: number) => `진료비납입확인서_${year}.pdf`,
  },

  /** 원무과: the hospital's main number (the directory's desk line is not in the configuration). */
  deskPhone: HOSPITAL.phones.main,
}
