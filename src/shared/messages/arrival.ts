import type { RoundedDistance } from '../lib/geo'
import { errors } from './errors'

/**
 * Arrival check-in refused from outside the hospital: the spec's sentence, how far away the
 * phone is and what to do. Loaded only when it is said, so it costs the first load nothing.
 */
export const arrival = {
  distance: ({ value, unit }: RoundedDistance) => `${unit === 'km' && value < 10 ? value.toFixed(1) : value}${unit}`,
  outsideRange: (distance: string) =>
    `${errors.outsideRange} 지금 계신 곳은 병원에서 약 ${distance} 떨어져 있습니다.\n` +
    '병원에 도착하신 뒤 도착확인을 다시 눌러 주세요. 병원 안인데도 되지 않으면 진료받으실 과의 접수 창구에 도착했다고 말씀해 주세요.',
} as const
