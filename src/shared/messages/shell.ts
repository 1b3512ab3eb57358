import { HOSPITAL } from '../config/hospital'

/** The frame around every screen: header, drawer, tab bar, overlays. */
export const shell = {
  skipToContent: '본문으로 건너뛰기',
  openMenu: '전체 메뉴 열기',
  /** The chip under the header while a family member's account is active. */
  actingFor: (name: string) => `${name}님 계정으로 이용 중`,
  actingForAction: '계정 바꾸기',
  back: '뒤로 가기',
  exitTitle: '앱을 종료할까요?',
  exit: '종료',
  tabsLabel: '주요 메뉴',
  drawerLabel: '전체 메뉴',
  sirMadam: (name: string) => `${name}님`,
  tabs: {
    outpatient: '외래',
    inpatient: '입원',
    checkup: '건강검진',
    info: '병원안내',
    healthNote: '건강수첩',
  },
  /** The tabs' words on a very narrow screen (200% zoom), each part of its full name. */
  tabsShort: {
    outpatient: '외래',
    inpatient: '입원',
    checkup: '검진',
    info: '안내',
    healthNote: '수첩',
  },
  tabMenuLabel: (tab: string) => `${tab} 메뉴`,
  /** A mistyped or unknown address. */
  notFound: '페이지를 찾을 수 없습니다',
  /** The header's home button on every screen but home. */
  home: '홈',
  reload: '다시 불러오기',
  crashTitle: '화면을 보여 드리지 못했습니다',
  startupError: `앱 설정에 문제가 있습니다. 문의 전화(${HOSPITAL.phones.inquiry})로 연락해 주세요.`,
  registerPatientTitle: '환자번호 등록',
  registerPatientMessage: '이 서비스는 환자번호를 등록해야 이용할 수 있습니다. 지금 등록할까요?',
  register: '등록',
  patientCard: {
    title: '모바일 진료카드',
    patientNo: '환자번호',
    hint: '접수, 수납, 검사 때 이 바코드를 보여 주세요.',
    shake: '흔들어서 열기',
    shakeOn: '흔들면 진료카드가 열립니다.',
    shakeOff: '흔들어도 진료카드가 열리지 않습니다.',
    barcodeLabel: (patientNo: string) => `환자번호 ${patientNo.split('').join(' ')} 바코드`,
  },
} as const
