import { z } from 'zod'

/** What the card page receives from the shell (the app's CardPaymentRequest), and the card used. */
export const CardPageSchema = z.object({
  provider: z.enum(['KCP', 'KOCES']),
  orderId: z.string().min(1).max(64),
  amount: z.int().min(1),
  hash: z.string().min(1).max(128),
  siteCode: z.string().min(1).max(64),
  cardName: z.string().min(1).max(20).optional(),
})

/** What the card-management page receives: the hospital's one-time authorization, and the card chosen. */
export const CardRegistrationSchema = z.object({
  authToken: z.string().min(1).max(512),
  cardName: z.string().min(1).max(20).optional(),
})
