/**
 * The standalone mock API the offline project's production build talks to (playwright.config.ts
 * starts it). Not 4010: a mock server someone left running (`npm run mock:server`) must not
 * answer these tests. It moves with E2E_PORT (playwright.config.ts), so two checkouts can run
 * their end-to-end tests side by side.
 */
export const OFFLINE_MOCK_API = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) - 4173 + 4011}`

export interface MockPersona {
  id: string
  userId: string
  patientNo: string
  token: string
}
