/**
 * What the contracts' examples need besides the personas' lives: verification handles the
 * identity provider has completed (so an example sign-in or sign-up works in a fresh world, once),
 * and the card processor's approvals of the example orders (so an example approval can be
 * confirmed). A shell or a backend team can try the examples against the mock API as they read.
 */
import { DEMO_DEVICE_ID, SANDBOX_NOW, SEEDED_REFRESH_EXPIRES_AT } from '../constants'
import { OTHER_IDENTITIES, PERSONAS } from '../personas'
import type { WorldBuilder } from '../world-builder'

/** The handles in the contracts' examples, and who verified under each. */
export const EXAMPLE_VERIFICATIONS = [
  { verificationId: 'iv_c2lnbmluX291dHBhdGllbnRfZGVtbzE', person: PERSONAS[0]!.identity },
  { verificationId: 'iv_c2lnbnVwX2hhbmdhcmFtX2RlbW8x', person: OTHER_IDENTITIES[0]!.identity },
  { verificationId: 'iv_ZmFtaWx5X21vdGhlcl9kZW1vXzAx', person: OTHER_IDENTITIES[2]!.identity },
] as const

/**
 * The renewal example's refresh credential: a sign-in of its own (not the persona's), so trying
 * the example, or a copy of it twice (REFRESH_REUSED), never ends the persona's session.
 */
export const EXAMPLE_REFRESH_TOKEN = 'rt_sandbox_U1001_contract_example_credential'

/** Ten minutes after the sandbox's "now": the examples' handles live as long as any. */
const EXAMPLE_HANDLES_EXPIRE = '2026-11-23T09:10:00+09:00'

export function seedContractExamples(world: WorldBuilder): void {
  for (const { verificationId, person } of EXAMPLE_VERIFICATIONS) {
    world.add('verifications', {
      verificationId,
      deviceId: DEMO_DEVICE_ID,
      createdAt: SANDBOX_NOW,
      expiresAt: EXAMPLE_HANDLES_EXPIRE,
      status: 'VERIFIED',
      person,
    })
  }
  world.add('refreshTokens', {
    refreshToken: EXAMPLE_REFRESH_TOKEN,
    signInId: 'SI-EXAMPLE-U1001',
    userId: 'U1001',
    deviceId: DEMO_DEVICE_ID,
    issuedAt: SANDBOX_NOW,
    expiresAt: SEEDED_REFRESH_EXPIRES_AT,
    status: 'ACTIVE',
  })
  // The card processor approved the example orders (the hospital still confirms each by order id).
  const approval = { siteCode: 'T0000', approvedAt: SANDBOX_NOW, cardName: '신한카드', status: 'APPROVED' } as const
  world.add(
    'cardApprovals',
    { ...approval, orderId: 'ORD202611230001', provider: 'KCP', amount: 18400, approvalNo: '30098765' },
    { ...approval, orderId: 'ORD202611230002', provider: 'KCP', amount: 349600, approvalNo: '30098766' },
    { ...approval, orderId: 'ORD202611230003', provider: 'KOCES', amount: 18400, approvalNo: '30098767' },
    { ...approval, orderId: 'ORD20261123090000000001', provider: 'KCP', amount: 2900, approvalNo: '30091234' },
    // 박영수's fee for the copy of his August stay's certificate (payDocumentFee).
    { ...approval, orderId: 'ORD202611230004', provider: 'KCP', amount: 1000, approvalNo: '30098768' },
  )
  // The card-management page registered the example's hi-pass card for 이서연 (updateHipassCard).
  world.add('cardRegistrations', {
    authToken: 'skpay_auth_contract_example_U1001',
    patientNo: '10234567',
    ownerUserId: 'U1001',
    expiresAt: EXAMPLE_HANDLES_EXPIRE,
    status: 'REGISTERED',
    cardToken: 'skpay-card-token-demo-01',
    cardName: '신한카드',
    maskedCardNo: '9410-****-****-1234',
  })
}
