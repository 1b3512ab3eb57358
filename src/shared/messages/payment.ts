/** What is due, proxy payment, payment history, the hi-pass card. */
export const payment = {} as const
