import { HOSPITAL } from '../config/hospital'

/** What is due, proxy payment, payment history, the hi-pass card (진료비 수납, 대리수납, 수납내역, 하이패스). */
export const payment = {
  tabs: { label: '진료비 수납 메뉴', default: '수납하기', delegate: '대리수납', history: '수납내역' },
  /** Shown on the card provider's payment page. */
  goodsName: `${HOSPITAL.name} 진료비`,
  doctorTitle: (name: string) => `${name} 교수`,

  bills: {
    title: '수납할 진료비',
    ofPatient: (name: string) => `${name}님의 진료비`,
    visitDate: (date: string) => `진료일 ${date}`,
    /** What the bill is for (진찰료, 검사료, …), as the hospital names it. */
    chargeFor: (name: string) => `청구 내용: ${name}`,
    /** Another patient's bill (proxy payment): what it is for is not shown to the payer. */
    proxyBill: '진료비',
    selectHint: '수납할 진료비를 선택해 주세요. 처음에는 모든 진료비가 선택되어 있습니다.',
    notPayableTitle: '앱에서 낼 수 없음',
    totalDue: '내야 할 금액',
    selected: '결제할 금액',
    selectedCount: (count: number, total: number) => `${total}건 중 ${count}건`,
    pay: (amount: string) => `${amount} 결제하기`,
    noneHint: '지난 수납 내역은 수납내역에서 보실 수 있습니다.',
    seeHistory: '수납내역 보기',
  },

  /** Paying with the registered hi-pass card at once, or by the card provider's page. */
  hipassPay: {
    methodLabel: '결제 방법',
    hipass: (card: string) => `등록한 하이패스 카드로 바로 결제 (${card})`,
    hipassHint: '카드사 화면 없이 바로 결제됩니다.',
    card: '다른 카드로 결제',
    cardHint: '카드사 결제 화면에서 카드를 고릅니다.',
    confirmTitle: '하이패스 결제',
    confirmLabel: '결제하기',
    confirm: (amount: string) => `등록한 하이패스 카드로 ${amount}을 바로 결제할까요?`,
    failedTitle: '결제 결과 확인',
    notPaid: '병원 시스템의 응답이 늦어 결제되지 않았습니다. 진료비는 그대로 남아 있으니 다시 결제해 주세요.',
    unknown:
      '인터넷 연결이 원활하지 않아 결제되었는지 확인하지 못했습니다. 연결이 좋은 곳에서 수납내역을 먼저 확인해 주세요.',
  },

  /** Spec section 5: the amount rules. */
  rules: {
    zero: '결제 금액이 0원입니다. 다시 확인해 주세요.',
    exceedsDue: '결제 금액이 내야 할 금액보다 많습니다. 다시 확인해 주세요.',
  },

  /** The card flow's other words are shared (messages/card-payment.ts). */
  paid: '진료비 수납이 완료되었습니다.',
  /** The payment's completion: what was paid, how much, with what, and the receipt. */
  done: {
    title: '진료비 수납이 완료되었습니다',
    ofPatient: (name: string) => `${name}님의 진료비를 냈습니다.`,
    amount: '낸 금액',
    method: '결제 수단',
    hipass: (card: string) => `하이패스 카드${card ? ` (${card})` : ''}`,
    card: (name?: string) => name ?? '신용·체크카드',
    approvalNo: '승인번호',
    paidAt: '결제 일시',
    visits: '진료',
    visitValue: (date: string, department: string) => `${date} ${department}`,
    receipt: '영수증 보기',
    receiptHint: '영수증은 이미지로 저장하거나 보낼 수 있습니다. 실손보험 청구에 쓰실 수 있습니다.',
    history: '수납내역 보기',
    noReceipt: '영수증은 수납내역에서 보실 수 있습니다.',
  },

  delegate: {
    intro:
      '가족이나 지인의 진료비를 대신 낼 수 있습니다. 진료받은 분의 환자번호와 생년월일을 입력해 주세요. 진료 내용은 보이지 않고 낼 금액만 보입니다.',
    patientNo: '환자번호',
    patientNoHint: '진료카드나 영수증에 있는 8자리 숫자입니다.',
    birthDate: '진료받은 분의 생년월일',
    birthDateHint: '8자리 숫자 (예: 19510115). 다른 분의 진료 정보를 지키기 위해 함께 확인합니다.',
    /** Required and digits only are messages.validation's (spec section 5); the length is the contract's. */
    length: '환자번호 8자리를 모두 입력해 주세요.',
    lookup: '환자 확인',
    confirmTitle: '진료비를 낼 환자가 맞는지 확인해 주세요',
    patientName: '환자 이름',
    confirm: '맞습니다, 진료비 조회하기',
  },

  history: {
    listLabel: '수납내역 목록',
    period: '조회 기간',
    periodOption: (months: number) => (months === 12 ? '1년' : `${months}개월`),
    periodRange: (start: string, end: string) => `${start} ~ ${end}`,
    method: { CARD: '카드', HIPASS: '하이패스', COUNTER: '창구' },
    status: { PAID: '수납완료', CANCELLED: '결제취소' },
    proxy: '대리수납',
    proxyFor: (name: string) => `${name}님 진료비`,
    empty: '이 기간에 수납내역이 없습니다',
    emptyHint: '조회 기간을 늘려 보세요.',
    receipt: '진료비 영수증',
    /** Keeping the receipt: a picture saved on the phone, or sent (messenger, mail, the insurer's app). */
    saveReceipt: '이미지로 저장',
    shareReceipt: '보내기',
    receiptSaved: '영수증을 저장했습니다.',
    receiptShared: '영수증을 보냈습니다.',
    receiptFailed: '영수증을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    receiptFootnote: '모바일 앱에서 발급한 영수증 사본입니다.',
    receiptFile: (paymentId: string) => `진료비영수증_${paymentId}.png`,
    visitDate: '진료일',
    department: '진료과',
    paidAt: '수납 일시',
    methodLabel: '결제 방법',
    card: '카드',
    approvalNo: '승인번호',
    statusLabel: '상태',
    amounts: '금액',
    totalAmount: '진료비 총액',
    insurerAmount: '공단 부담금',
    patientAmount: '환자 부담 총액',
    lines: '세부 항목',
    insured: '급여',
    uninsured: '비급여',
    patientShare: '환자 부담',
    /** Under the lines of a payment of several bills: what they come to together. */
    linesTotal: (count: number) => `${count}건 합계 (환자 부담)`,
  },

  hipass: {
    whatTitle: '진료비 하이패스란?',
    what: '카드를 한 번 등록해 두시면, 진료가 끝난 뒤 진료비가 등록한 카드로 자동 결제됩니다. 수납 창구에 줄 서지 않으셔도 됩니다.',
    stepsTitle: '이용 방법',
    steps: [
      {
        title: '카드를 한 번 등록합니다',
        body: '이 화면에서 자주 쓰는 카드를 등록합니다. 처음 한 번만 하시면 됩니다.',
      },
      { title: '평소처럼 진료를 받습니다', body: '진료와 검사를 마치고 수납 창구에 들르지 않으셔도 됩니다.' },
      {
        title: '진료비가 자동으로 결제됩니다',
        body: '진료가 끝나면 등록한 카드로 진료비가 결제되고 알림을 보내 드립니다.',
      },
      { title: '수납내역에서 확인합니다', body: '결제한 금액과 영수증은 진료비 수납의 수납내역에서 보실 수 있습니다.' },
    ],
    note: '원무 창구에서만 수납할 수 있는 진료비나 추가 비용이 생긴 진료비는 자동 결제되지 않습니다. 원무과에서 안내해 드립니다.',
    cardTitle: '등록한 카드',
    registeredAt: (date: string) => `${date} 등록`,
    notRegistered: '등록한 카드가 없습니다',
    notRegisteredHint: '카드를 등록하시면 다음 진료부터 진료비가 자동으로 결제됩니다.',
    register: '카드 등록하기',
    unregister: '카드 등록 해지',
    unregisterTitle: '카드 등록을 해지할까요?',
    unregisterMessage: '해지하시면 진료비가 자동으로 결제되지 않습니다. 진료 후 앱이나 창구에서 직접 내셔야 합니다.',
    unregisterConfirm: '해지하기',
    registeredToast: '카드를 등록했습니다. 다음 진료부터 자동으로 결제됩니다.',
    registerCancelled: '카드 등록을 취소했습니다.',
    unregisteredToast: '카드 등록을 해지했습니다.',
    signInTitle: '로그인하고 카드를 등록하세요',
    signInHint: '진료비 하이패스는 로그인하고 환자번호를 등록하면 이용할 수 있습니다.',
    signIn: '로그인',
    registerPatientHint: '환자번호를 등록하시면 카드를 등록할 수 있습니다.',
    registerPatient: '환자번호 등록하기',
  },
} as const
