/** What the contracts' examples need before them (the conformance test, the authorization matrix). */
export const KOCES_ORDER = 'ORD202611230003'

/** The demo's pharmacy step (accepts and prices what was sent), through the control API. */
export const PHARMACY_ACCEPTS = { control: '/__demo/scenarios/pharmacy' }

export type Step = { operationId: string; body?: (example: unknown) => unknown } | { control: string }

/**
 * Some examples describe the second step of a flow: the steps before it run first, with their
 * own examples (the KOCES cancel runs its card flow with KOCES). The card processor's approvals of
 * the example orders are in the seeded world (mocks/seed/people/examples.ts).
 */
export const PRECONDITIONS: Record<string, Step[]> = {
  // A first-visit request is cancelled after it was made (the example's id is the sandbox's first).
  cancelFirstVisitRequest: [{ operationId: 'createFirstVisitRequest' }],
  // Cancelling and recording need the e-prescription sent first.
  changeRxStatus: [{ operationId: 'sendRxToPharmacy' }],
  submitPrescription: [{ operationId: 'sendRxToPharmacy' }],
  // The trace number and the payment need the pharmacy's charge, then (payment) the hospital's approval.
  saveRxTraceNo: [{ operationId: 'sendRxToPharmacy' }, PHARMACY_ACCEPTS],
  payRx: [
    { operationId: 'sendRxToPharmacy' },
    PHARMACY_ACCEPTS,
    {
      operationId: 'createPaymentHash',
      body: () => ({
        orderId: 'ORD20261123090000000001',
        patientNo: '10234567',
        amount: 2900,
        provider: 'KCP',
        rxId: 'RX202611230001',
      }),
    },
    {
      operationId: 'approveOrder',
      body: () => ({
        orderId: 'ORD20261123090000000001',
        provider: 'KCP',
        amount: 2900,
        approvalNo: '30091234',
        hash: 'fd06ad2b00e30fd8320ca5915ecc8876',
      }),
    },
  ],
  approveOrder: [{ operationId: 'createPaymentHash' }],
  fetchOrderStatus: [{ operationId: 'createPaymentHash' }],
  // 최지은 has her comprehensive checkup booked: booking again follows her cancelling it.
  createCheckupAppointment: [{ operationId: 'deleteCheckupAppointment' }],
  updatePaymentInfo: [{ operationId: 'createPaymentHash' }, { operationId: 'approveOrder' }],
  cancelKcpPayment: [{ operationId: 'createPaymentHash' }, { operationId: 'approveOrder' }],
  // The interim bill of 박영수's stay, paid by card (his own order, for what is due).
  payInterimBill: [
    {
      operationId: 'createPaymentHash',
      body: () => ({ orderId: 'ORD202611230002', patientNo: '10345678', amount: 349600, provider: 'KCP' }),
    },
    {
      operationId: 'approveOrder',
      body: () => ({
        orderId: 'ORD202611230002',
        provider: 'KCP',
        amount: 349600,
        approvalNo: '30098766',
        hash: '2d9c7af43f22ae2b6376287ab5fb4651',
      }),
    },
  ],
  // The copy of 박영수's August certificate: his own order for its fee, approved by the card page.
  payDocumentFee: [
    {
      operationId: 'createPaymentHash',
      body: () => ({
        orderId: 'ORD202611230004',
        patientNo: '10345678',
        amount: 1000,
        provider: 'KCP',
        receptionId: 'R202608100412',
        documentType: 'CERTIFICATE_COPY',
      }),
    },
    {
      operationId: 'approveOrder',
      body: () => ({
        orderId: 'ORD202611230004',
        provider: 'KCP',
        amount: 1000,
        approvalNo: '30098768',
        hash: '2f207b5ffcb2484c714bf4493d91979e',
      }),
    },
  ],
  cancelKocesPayment: [
    // Its own order, which KOCES approved (the example orders' approvals are seeded).
    { operationId: 'createPaymentHash', body: (b) => ({ ...(b as object), orderId: KOCES_ORDER, provider: 'KOCES' }) },
    {
      operationId: 'approveOrder',
      body: (b) => ({
        ...(b as object),
        orderId: KOCES_ORDER,
        provider: 'KOCES',
        approvalNo: '30098767',
        hash: '2a3cf57c20745bd5448bea3e8f583737',
      }),
    },
  ],
}
