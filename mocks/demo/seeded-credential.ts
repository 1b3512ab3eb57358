import type { HeldSession } from '@/shared/native/session-stand-in'
import { SEEDED_REFRESH_EXPIRES_AT } from '../seed/constants'
import type { Persona } from '../seed/personas'

/** A persona's seeded sign-in on the simulated phone, as its shell keeps it (seed: 30 days). */
export const seededCredential = (persona: Persona): HeldSession => ({
  userId: persona.userId,
  refreshToken: persona.refreshToken,
  refreshExpiresAt: SEEDED_REFRESH_EXPIRES_AT,
})
