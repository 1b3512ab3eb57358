import type { RefreshCredential } from '@/shared/session/refresh-credential'
import { SEEDED_REFRESH_EXPIRES_AT } from '../seed/constants'
import type { Persona } from '../seed/personas'

/** A persona's seeded sign-in on the demo's phone, as the app keeps a credential (seed: 30 days). */
export const seededCredential = (persona: Persona): RefreshCredential => ({
  userId: persona.userId,
  refreshToken: persona.refreshToken,
  refreshExpiresAt: SEEDED_REFRESH_EXPIRES_AT,
})
