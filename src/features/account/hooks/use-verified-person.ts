import { useQueryClient } from '@tanstack/react-query'
import type { VerifiedPerson } from '@/api/generated/account/model'
import { errorMessageOf } from '@/api/http'
import { nativeBridge } from '@/shared/native'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { verifiedPersonQuery } from '@/features/account/account.queries'

export interface Verified {
  verificationId: string
  person: VerifiedPerson
}

/**
 * A phone identity verification on this phone, and who it verified as the server holds it (the
 * app compares before sending, the server compares again). Null when the patient closed the
 * verification or it could not be read (its dialog shown).
 */
export function useVerifiedPerson() {
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  return async (): Promise<Verified | null> => {
    const bridge = nativeBridge()
    try {
      const verification = await bridge.verifyIdentity()
      if (!verification) return null
      const { deviceId } = await bridge.getAppInfo()
      const { verificationId } = verification
      const person = await queryClient.fetchQuery(verifiedPersonQuery({ verificationId, deviceId }))
      return { verificationId, person }
    } catch (error) {
      await overlays.alert({ message: error instanceof Error ? error.message : errorMessageOf(error), tone: 'error' })
      return null
    }
  }
}
