/**
 * A phone identity verification as the shell does it: a handle from the hospital for a device
 * (the real operation, through the generated client), the provider's result under it (the
 * sandbox's provider side, reached directly: Node tests share its realm).
 */
import { startIdentityVerification } from '@/api/generated/account'
import { completeVerification } from '../../mocks/handlers/lib/credentials'
import { DEMO_DEVICE_ID } from '../../mocks/seed/constants'

export interface Person {
  ci: string
  userName: string
  birthDate: string
  cellphoneNumber: string
  gender?: 'M' | 'F'
}

export async function verifyOnPhone(person: Person, deviceId: string = DEMO_DEVICE_ID): Promise<string> {
  const { verificationId } = await startIdentityVerification({ deviceId })
  const done = await completeVerification(verificationId, { gender: 'F', ...person })
  if (!done) throw new Error('the verification could not be completed')
  return verificationId
}

export { DEMO_DEVICE_ID }
