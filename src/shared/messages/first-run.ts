/**
 * The first-run guide's words (shell): before the shell's permission questions, once per device.
 * A file of their own so they travel with the guide's chunk, not the first load.
 */
export const firstRun = {
  title: '앱을 쓰기 전에 알려 드립니다',
  intro:
    '한빛대학교병원 앱은 아래 두 가지 권한을 요청합니다. 허용하지 않으셔도 다른 기능은 그대로 이용하실 수 있습니다.',
  location: {
    title: '위치',
    body: '병원에 도착하셨을 때 도착확인(접수)과 가까운 약국 찾기에만 사용합니다. 위치는 저장하지 않습니다.',
  },
  notifications: {
    title: '알림',
    body: '진료 예약 전날, 진료 차례가 다가올 때, 검사결과가 나왔을 때와 병원에서 메시지를 보낼 때 알려 드립니다.',
  },
  later: '허용 여부는 언제든 메뉴의 알림 설정과 휴대폰 설정에서 바꾸실 수 있습니다.',
  confirm: '확인했습니다',
} as const
