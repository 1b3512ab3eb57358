/**
 * The hospital's fixed facts (spec section 3, hospital constants). The server's hospital info
 * (`GET /api/hospital/info`) is the live source; these are what the app shows before it answers
 * or when it cannot be reached.
 */
export const HOSPITAL = {
  name: '한빛대학교병원',
  registrationNumber: '204-82-01234',
  address: '서울특별시 성동구 왕십리로 222',
  location: { latitude: 37.5612, longitude: 127.0379 },
  phones: {
    main: '1588-0000',
    appointment: '02-2290-8000',
    checkupResult: '02-2290-8600',
    inquiry: '02-2290-8114',
    welfare: '02-2290-8090',
  },
  fax: '02-2290-8199',
  /** The mobile service started on this day. */
  startDate: '2023-11-01',
  /**
   * The hospital's own web hosts: pictures in notices load only from these (a picture from
   * anywhere else could be a tracking pixel). Subdomains of these count as theirs.
   */
  ownHosts: ['hanbit-hospital.kr'],
  /**
   * Which of the spec's two phone-booking texts applies (section 9): 'clinic-days' (Sunday to
   * Thursday and Friday morning, as this hospital's clinic days) or 'weekdays' (weekdays 8-17,
   * Saturday 8-12, for a hospital whose call centre keeps office hours).
   */
  phoneBookingHours: 'clinic-days' as 'clinic-days' | 'weekdays',
  /**
   * The clinic's sessions (spec: Sun-Thu 09:00-12:30 and 13:30-17:00): a time before
   * `morningEndsAt` belongs to the morning session, so 12:00 and 12:20 are morning times.
   */
  clinicSessions: { morningEndsAt: '12:30' },
  /**
   * The hospital's week, days 0 (Sunday) to 6 (Saturday): clinics and the checkup center work
   * Sunday to Thursday all day and Friday morning, and close on Saturday (and public holidays).
   * The one source for the checkup calendar's closed days, the sandbox's and the words that name them.
   */
  week: { fullDays: [0, 1, 2, 3, 4], morningOnlyDays: [5], closedDays: [6] },
  /**
   * The public holidays the hospital closes on, as far as the app's calendars look ahead (the
   * hospital's configuration, renewed each year; the server's calendar decides).
   */
  holidays: ['2026-12-25', '2027-01-01'],
} as const
