import type { RoundedDistance } from '../lib/geo'
import { errors } from './errors'

/**
 * Arrival check-in: refused from outside the hospital (the spec's sentence, how far away the
 * phone is and what to do), and once done, what happened and what to do now. Loaded with the
 * schedule's own chunk, so it costs the first load nothing.
 */
export const arrival = {
  distance: ({ value, unit }: RoundedDistance) => `${unit === 'km' && value < 10 ? value.toFixed(1) : value}${unit}`,
  outsideRange: (distance: string) =>
    `${errors.outsideRange} 지금 계신 곳은 병원에서 약 ${distance} 떨어져 있습니다.\n` +
    '병원에 도착하신 뒤 도착확인을 다시 눌러 주세요. 병원 안인데도 되지 않으면 진료받으실 과의 접수 창구에 도착했다고 말씀해 주세요.',
  /** Done: the button's own word, then the waiting number, the room and where to wait. */
  doneTitle: '도착확인이 완료되었습니다',
  doneNumber: (rank: number, ahead: number) =>
    rank === 0 ? '곧 진료실로 들어가실 차례입니다.' : `대기순번 ${rank}번, 내 앞에 ${ahead}명이 기다리고 있습니다.`,
  doneRoom: (room: string) => `진료 장소: ${room}`,
  doneWhereToWait: '진료실 앞 대기석에 앉아 기다려 주세요. 차례가 되면 이름을 불러 드립니다.',
  doneNumberLater: '대기순번은 대기순번 화면에서 보실 수 있습니다.',
  seeWaiting: '대기순번 보기',
  close: '닫기',
} as const
