/**
 * The trust boundaries as a patient meets them: the shell signs in and renews the
 * session with the phone's refresh credential, which the page never holds, and the session ends
 * in a new identity verification when that is refused;
 * signing out ends the session on the server; the sign-up carries only the verification's
 * handle; the e-prescription service never sees the hospital's token.
 */
import type { Page } from 'playwright/test'
import { expect, test } from './fixtures'

/** Moves the sandbox's clock on (the control API), as time passes for the server. */
async function advanceClock(page: Page, minutes: number): Promise<void> {
  const status = await page.evaluate(
    async (advanceMinutes) =>
      (
        await fetch('/__demo/clock', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ advanceMinutes }),
        })
      ).status,
    minutes,
  )
  expect(status).toBe(200)
}

/**
 * What the simulated shell keeps in its keystore. A real shell keeps it in the phone's Keystore or
 * Keychain; the demo's shell runs in the page, so its keystore is the page's storage under the
 * shell's own keys, which the app's code never reads (tests/unit/session/credential-reach.test.ts).
 */
const SHELL_KEYSTORE = 'demo-shell-keystore:'
const storedCredential = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(`${key}session`) ?? 'null') as { refreshToken: string } | null,
    SHELL_KEYSTORE,
  )

/**
 * Everything the page itself keeps (both storages). Left out: what the demo's simulated parts keep
 * in the same storage, the shell's keystore and the hospital's world (mocks/browser.ts saves the
 * sandbox's database there, the server's record of every refresh credential included).
 */
const pageStorage = (page: Page) =>
  page.evaluate(
    ({ shellKeys, hospitalWorld }) => {
      const entries = (storage: Storage) =>
        Array.from({ length: storage.length }, (_, i) => storage.key(i)!)
          .filter((key) => !key.startsWith(shellKeys) && key !== hospitalWorld)
          .map((key) => `${key}=${storage.getItem(key)}`)
      return [...entries(localStorage), ...entries(sessionStorage)].join('\n')
    },
    { shellKeys: SHELL_KEYSTORE, hospitalWorld: 'sandbox-world' },
  )

test.describe('the session', () => {
  test('renews itself with the refresh credential, and asks for verification again once that is refused', async ({
    app,
    page,
  }) => {
    await app.open('/login/auth', 'none')
    await page.getByRole('button', { name: '휴대폰 본인인증으로 로그인' }).click()
    await app.verifyIdentityAs('이서연 (outpatient)')
    await app.hideNoticePopup()
    await expect(page.getByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    const first = await storedCredential(page)
    expect(first?.refreshToken).toMatch(/^rt_/)
    // The shell signed in and kept the credential: the page has only the access token.
    expect(await pageStorage(page)).not.toContain(first!.refreshToken)
    expect(await pageStorage(page)).toContain('access-token=')

    // An hour later the access token is over: the app renews it once, the patient sees nothing.
    await advanceClock(page, 61)
    await app.tabMenu('외래', '검사결과')
    await expect(app.heading('검사결과')).toBeVisible()
    await expect.poll(async () => (await storedCredential(page))?.refreshToken).not.toBe(first?.refreshToken)
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    // Renewed by the shell: neither credential is in the page's storage, nor in what the shell said.
    const renewed = await storedCredential(page)
    const kept = await pageStorage(page)
    expect(kept).not.toContain(first!.refreshToken)
    expect(kept).not.toContain(renewed!.refreshToken)
    const calls = await app.nativeCalls()
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.stringContaining('startSession(sign-in) → ok U1001'),
        expect.stringContaining('renewSession() → ok U1001'),
      ]),
    )
    expect(calls.join('\n')).not.toMatch(/rt_/)

    // A month later the refresh credential is over too: signed out, told, and back to verification.
    await advanceClock(page, 31 * 24 * 60)
    await page.getByRole('button', { name: '뒤로 가기' }).click()
    await expect(page.getByText('로그인 정보가 만료되어 로그아웃되었습니다. 다시 로그인해 주세요.')).toBeVisible()
    await expect(page).toHaveURL(/\/login\/auth$/)
    await expect(page.getByRole('button', { name: '휴대폰 본인인증으로 로그인' })).toBeVisible()
    expect(await storedCredential(page)).toBeNull()
  })

  test('signing out ends the session on the server: the kept credential no longer renews anything', async ({
    app,
    page,
  }) => {
    await app.open('/', 'outpatient')
    const credential = await storedCredential(page)
    expect(credential).not.toBeNull()
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('button', { name: '로그아웃' }).click()
    await page.getByRole('alertdialog', { name: '로그아웃할까요?' }).getByRole('button', { name: '로그아웃' }).click()
    await expect(page.getByRole('heading', { name: '로그인하고 진료 예약과 기록을 확인하세요' })).toBeVisible()
    // Someone who copied the credential before the sign-out gets nothing with it.
    const answer = await page.evaluate(
      async (refreshToken) =>
        (
          await fetch('/users/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userId: 'U1001', refreshToken, deviceId: 'demo-device-0001' }),
          })
        ).json() as Promise<{ code?: string }>,
      credential!.refreshToken,
    )
    expect(answer.code).toBe('REFRESH_REVOKED')
    // The revocation's answer may come after the signed-out home has painted.
    await expect
      .poll(() => app.nativeCalls())
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('endSession() → revoked'),
          expect.stringContaining('cancelAllAppointmentAlarms()'),
          expect.stringContaining('cancelAllDailyAlarms()'),
        ]),
      )
    // The simulated shell forgot it.
    expect(await storedCredential(page)).toBeNull()
  })
})

test.describe('identity', () => {
  test('the sign-up carries only the verification handle between its screens, and shows who verified', async ({
    app,
    page,
  }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (/\/users\//.test(new URL(request.url()).pathname)) sent.push(request.postData() ?? '')
    })
    await app.open('/login/auth', 'none')
    await page.getByRole('button', { name: '휴대폰 본인인증으로 로그인' }).click()
    await app.verifyIdentityAs('처음 오신 분 (가입 전)')
    await expect(page).toHaveURL(/\/account\/signUp\/terms$/)
    // Who verified, as the hospital's server holds it.
    await expect(page.getByRole('heading', { name: /한가람님, 약관에 동의하고 가입해 주세요/ })).toBeVisible()
    const state = await page.evaluate(() => JSON.stringify(history.state))
    expect(state).toMatch(/iv_/)
    expect(state).not.toMatch(/한가람|19880417|01044448888|CI-/)
    // A reload keeps the handle, not the person.
    await page.reload()
    await expect(page.getByRole('heading', { name: /한가람님/ })).toBeVisible()
    // No request the app sent carries the CI.
    expect(sent.join('\n')).not.toMatch(/CI-GUEST/)
  })
})

test.describe('the e-prescription service', () => {
  test('gets its own short-lived token, never the hospital token', async ({ app, page }) => {
    const authorizations: Array<{ rx: boolean; authorization: string | undefined }> = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/rx/') || url.pathname.startsWith('/api/'))
        authorizations.push({ rx: url.pathname.startsWith('/rx/'), authorization: request.headers().authorization })
    })
    await app.open('/', 'outpatient')
    await app.tabMenu('외래', '전자처방전 전송')
    await app.open('/prescriptionsPharmSelect?list=favourites')
    await expect(page.getByRole('list', { name: '즐겨찾는 약국' })).toBeVisible()
    const hospitalToken = await page.evaluate(() => localStorage.getItem('access-token'))
    const rx = authorizations.filter((a) => a.rx)
    expect(rx.length).toBeGreaterThan(0)
    for (const call of rx) {
      expect(call.authorization).toMatch(/^Bearer rx\./)
      expect(call.authorization).not.toContain(hospitalToken!)
    }
  })
})
