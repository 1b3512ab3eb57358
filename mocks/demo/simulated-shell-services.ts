/**
 * What the real shell reaches besides the app: the identity provider's page and the card
 * processor's payment page. The simulated shells (the demo's, and the end-to-end tests through
 * it) reach the sandbox's side of them through its control API, as a real provider reaches the
 * hospital's server: the app only ever sees the handle and the approval number.
 */
import { resolveUrl } from '@/api/http/api-config'
import { getApiConfig } from '@/api/http'
import type { CardPaymentRequest, IdentityVerification } from '@/shared/native'
import type { Persona } from '../seed/personas'
import { DEMO_DEVICE_ID } from '../seed/constants'

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(resolveUrl(getApiConfig().mainBaseUrl, path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const data = (await response.json()) as T & { reason?: string }
  if (!response.ok) throw new Error(data.reason ?? `${path}: ${response.status}`)
  return data
}

/**
 * The shell's identity verification: a handle from the hospital for this phone, the provider's
 * page (the presenter chose who verifies), the provider's result to the hospital.
 */
export async function verifyAtProvider(person: Persona['identity']): Promise<IdentityVerification> {
  const { verificationId } = await post<{ verificationId: string }>('/users/identity/verifications', {
    deviceId: DEMO_DEVICE_ID,
  })
  await post(`/__demo/identity/${verificationId}`, person)
  return { verificationId }
}

/** The card processor's page approves the order (it checks the hospital's hash first). */
export function approveAtCardPage(
  request: CardPaymentRequest,
  cardName: string,
): Promise<{ approvalNo: string; cardName: string }> {
  const { provider, orderId, amount, hash, siteCode } = request
  return post('/__demo/card-page/approvals', { provider, orderId, amount, hash, siteCode, cardName })
}

/** The card-management page registers a card with the hospital's one-time authorization. */
export function registerAtCardPage(
  authToken: string,
  cardName: string,
): Promise<{ cardToken: string; cardName: string; maskedCardNo: string }> {
  return post('/__demo/card-page/registrations', { authToken, cardName })
}
