/** Booking (steps 1-3), the clinic and test inquiries, alarm settings. */
export const appointment = {} as const
