import type { Page } from 'playwright/test'

/**
 * The standalone mock API the offline project's production build talks to: the hosting suite's
 * (playwright.hosting.config.ts runs the offline project behind nginx, on release A).
 */
export { HOSTING_MOCK_API as OFFLINE_MOCK_API } from '../../hosting/hosting-setup'

export interface MockPersona {
  id: string
  userId: string
  patientNo: string
  token: string
}

/**
 * Signs the phone in as a persona of a mock API, as the app keeps a session. In the production
 * build sign-in itself goes through the phone shell's identity verification, which a browser has
 * not: the mock API hands out each persona's token instead (`GET /__demo/personas`).
 */
export async function signInAs(page: Page, mockApi: string, id: string): Promise<MockPersona> {
  const personas = (await (await page.request.get(`${mockApi}/__demo/personas`)).json()) as MockPersona[]
  const persona = personas.find((candidate) => candidate.id === id)!
  await page.goto('/')
  await page.evaluate((signedIn) => {
    localStorage.setItem('access-token', signedIn.token)
    localStorage.setItem('main-access-token', signedIn.token)
    localStorage.setItem('userId', signedIn.userId)
    localStorage.setItem('isLoginAccount', 'Y')
    localStorage.setItem('isloginType', '5')
    // A phone that has seen the first-run guide and put the week's notice away.
    localStorage.setItem('isFirstRun', 'N')
    localStorage.setItem('isOpenAppFirst', 'N')
    localStorage.setItem('hiddenNoticeUntil', String(Date.now() + 24 * 60 * 60_000))
  }, persona)
  return persona
}
