/**
 * The standalone mock API the offline project's production build talks to (playwright.config.ts
 * starts it). Not 4010: a mock server someone left running (`npm run mock:server`) must not
 * answer these tests.
 */
export const OFFLINE_MOCK_API = 'http://localhost:4011'

export interface MockPersona {
  id: string
  userId: string
  patientNo: string
  token: string
}
