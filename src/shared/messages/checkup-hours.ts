/**
 * The checkup desk and phone booking hours (spec section 9). The phone booking runs on the
 * hospital's clinic days with an afternoon (Sunday to Thursday; Friday afternoon is closed), not
 * on "weekdays". A file of its own: the home's checkup-day words need the hours without the
 * checkup's whole catalogue.
 */
export const CHECKUP_HOURS = {
  deskMorning: '오전 8:20~11:30',
  deskAfternoon: '오후 1:30~4:30',
  phoneBooking: '일~목 오후 1:30~5:00',
} as const
