import type { ParkingCategory } from '@/api/generated/common/model'
import { FREE_PARKING_HOURS } from '@/shared/config/constants'
import { parking } from '@/shared/messages/parking'

export interface FreeParkingRow {
  category: ParkingCategory
  label: string
  who: string
  hours: number
}

/** The order patients read the table in: the patients first, visitors last. */
const ORDER: readonly ParkingCategory[] = [
  'OUTPATIENT',
  'INPATIENT',
  'CHECKUP_GENERAL',
  'CHECKUP_COMPREHENSIVE',
  'VISITOR',
]

/** The free parking hours of spec section 9, one row per visit, from the constants (never copied). */
export const freeParkingRows = (): FreeParkingRow[] =>
  ORDER.map((category) => ({
    category,
    label: parking.category[category],
    who: parking.categoryWho[category],
    hours: FREE_PARKING_HOURS[category],
  }))
