import { roundDistance } from '@/shared/lib/geo'
import { arrival } from '@/shared/messages/arrival'

/** What the patient reads when the phone is `meters` away from the hospital (beyond 50 m). */
export const outsideRangeMessage = (meters: number): string =>
  arrival.outsideRange(arrival.distance(roundDistance(meters)))
