/**
 * What every end-to-end test shares: the demo app opened as a persona (the demo's
 * `?persona=<id>`), and the demo panel's simulated shell (device location, hardware back,
 * the identity-verification and card-payment sheets) driven the way a presenter would.
 */
import { expect, type Page } from 'playwright/test'
import { testUnderPolicy } from './policy-guard'

export type PersonaId = 'outpatient' | 'inpatient' | 'checkup' | 'family' | 'newcomer' | 'none'

/**
 * Counts the page's calls (fetch) where they are made, before its first script: a call a timer
 * sends is counted when the timer has run, not when the network reports it.
 */
function countCalls() {
  const calls = { sent: 0, open: 0 }
  Object.defineProperty(window, '__e2eCalls', { value: calls })
  const fetch = window.fetch.bind(window)
  window.fetch = async (...args) => {
    calls.sent += 1
    calls.open += 1
    try {
      return await fetch(...args)
    } finally {
      calls.open -= 1
    }
  }
}

type Calls = { sent: number; open: number }
const callsOf = (page: Page) => page.evaluate(() => (window as unknown as { __e2eCalls: Calls }).__e2eCalls)

export class DemoApp {
  constructor(readonly page: Page) {}

  /**
   * Opens a path of the app as a persona and waits until the sandbox answers. On home, the
   * notice pop-up is put away for the day, as a patient who has read it would.
   */
  async open(path = '/', persona?: PersonaId, options: { keepNoticePopup?: boolean } = {}): Promise<void> {
    const url = new URL(path, 'http://app')
    if (persona) url.searchParams.set('persona', persona)
    await this.page.goto(`${url.pathname}${url.search}`)
    await expect(this.page.getByRole('button', { name: '데모 설정 열기' })).toBeVisible()
    if (url.pathname === '/' && !options.keepNoticePopup) await this.hideNoticePopup()
  }

  async hideNoticePopup(): Promise<void> {
    await this.page
      .getByRole('dialog', { name: '공지사항' })
      .getByRole('button', { name: '오늘 하루 보지 않기' })
      .click()
  }

  /** The demo panel (a sheet with the presenter's controls). */
  async panel(action: (panel: ReturnType<Page['getByRole']>) => Promise<void>): Promise<void> {
    await this.page.getByRole('button', { name: '데모 설정 열기' }).click()
    const panel = this.page.getByRole('dialog', { name: '데모 설정' })
    await action(panel)
  }

  /** Where the simulated phone is: within 50 m of the hospital, or away from it. */
  async setLocation(where: 'inside' | 'outside'): Promise<void> {
    await this.panel(async (panel) => {
      await panel.getByRole('button', { name: where === 'inside' ? '병원 안 (50m 이내)' : '병원 밖' }).click()
    })
    await this.page.keyboard.press('Escape')
    await expect(this.page.getByRole('dialog', { name: '데모 설정' })).toBeHidden()
  }

  /**
   * The shell's hardware back key (Android) or a shake, through the demo's simulated bridge
   * (`hanbitDemo`, as the demo panel's buttons do; those cannot be reached under a modal).
   */
  async hardwareBack(): Promise<void> {
    await this.page.evaluate(() => (window as unknown as { hanbitDemo: { back(): void } }).hanbitDemo.back())
  }

  /**
   * Shakes the phone; resolves with whether the app answered with a vibration. The app handles a
   * shake at once, so the answer is known when the shake returns: nothing to wait for.
   */
  async shake(): Promise<{ vibrated: boolean }> {
    const calls = await this.page.evaluate(() =>
      (window as unknown as { hanbitDemo: { shake(): string[] } }).hanbitDemo.shake(),
    )
    return { vibrated: calls.some((call) => call.startsWith('vibrate(')) }
  }

  /** The demo panel's log of the calls the app made to the simulated shell, newest first. */
  async nativeCalls(): Promise<string[]> {
    let calls: string[] = []
    await this.panel(async (panel) => {
      calls = await panel.getByRole('list', { name: '네이티브 호출 기록' }).getByRole('listitem').allTextContents()
    })
    await this.page.keyboard.press('Escape')
    await expect(this.page.getByRole('dialog', { name: '데모 설정' })).toBeHidden()
    return calls
  }

  /** Moves one of the sandbox's stories along a step (the control API's scenarios). */
  async advanceScenario(id: string): Promise<number> {
    return this.page.evaluate(
      async (scenario) => (await fetch(`/__demo/scenarios/${scenario}`, { method: 'POST' })).status,
      id,
    )
  }

  /** Sets the sandbox clock (Korea time) from the demo panel; the page reloads with it. */
  async setClock(localDateTime: string): Promise<void> {
    await this.panel(async (panel) => {
      await panel.getByLabel('날짜와 시각').fill(localDateTime)
      await panel.getByRole('button', { name: '바꾸기' }).click()
    })
    await this.page.waitForLoadState('load')
    await expect(this.page.getByRole('button', { name: '데모 설정 열기' })).toBeVisible()
    // A new day: home shows this week's notice again.
    if (new URL(this.page.url()).pathname === '/') await this.hideNoticePopup()
  }

  /** Injects a fault for one operation through the sandbox's control API (kept over reloads). */
  async fault(
    operationId: string,
    fault: { status?: number; reason?: string; latencyMs?: number; noResponse?: 'network' | 'hang' },
  ): Promise<void> {
    const status = await this.page.evaluate(
      async ([id, body]) =>
        (
          await fetch(`/__demo/faults/${id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      [operationId, fault] as const,
    )
    expect(status, `fault for ${operationId}`).toBeLessThan(300)
  }

  /** Clears every injected fault (the control API). */
  async clearFaults(): Promise<void> {
    await this.page.evaluate(async () => void (await fetch('/__demo/faults', { method: 'DELETE' })))
  }

  /**
   * Injects a fault from the demo panel, as a presenter does: the panel keeps it over a reload
   * of the page (the control API's faults live in the running sandbox).
   */
  async faultFromPanel(operationId: string, kind: '500 오류' | '503 점검' | '응답 없음 (연결 실패)'): Promise<void> {
    await this.panel(async (panel) => {
      await panel.getByRole('combobox', { name: '호출' }).selectOption(operationId)
      await panel.getByRole('combobox', { name: '장애' }).selectOption({ label: kind })
      await panel.getByRole('button', { name: '추가' }).click()
    })
    await this.page.keyboard.press('Escape')
    await expect(this.page.getByRole('dialog', { name: '데모 설정' })).toBeHidden()
  }

  /** Removes the panel's faults (and the running sandbox's). */
  async clearPanelFaults(): Promise<void> {
    await this.page.evaluate(() => sessionStorage.removeItem('demo-faults'))
    await this.clearFaults()
  }

  /** The simulated identity verification: the person who verifies on the phone. */
  async verifyIdentityAs(label: string): Promise<void> {
    const sheet = this.page.getByRole('dialog', { name: '휴대폰 본인인증 (데모)' })
    await sheet.getByRole('button', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) }).click()
    await expect(sheet).toBeHidden()
  }

  /** The simulated card provider's page: the patient approves the payment. */
  async approveCardPayment(): Promise<void> {
    const sheet = this.page.getByRole('dialog', { name: /^카드 결제 \(데모/ })
    await sheet.getByRole('button', { name: '승인' }).click()
    await expect(sheet).toBeHidden()
  }

  /** The simulated card provider's page declines the payment, for a reason (its label in the sheet). */
  async declineCardPayment(reason = '한도 초과·잔액 부족'): Promise<void> {
    const sheet = this.page.getByRole('dialog', { name: /^카드 결제 \(데모/ })
    await sheet.getByRole('combobox', { name: '거절 사유' }).selectOption({ label: reason })
    await sheet.getByRole('button', { name: '거절' }).click()
    await expect(sheet).toBeHidden()
  }

  /**
   * Pays on the card page and then the WebView dies before the hospital has heard of it (the
   * battery, the OS, a swipe): the hospital's check of the approval never answers, and the app
   * starts again (the sandbox's world is kept, as the hospital's server keeps it).
   */
  async approveCardPaymentAndRestart(pay: () => Promise<void>): Promise<void> {
    await this.fault('approveOrder', { noResponse: 'hang' })
    const checking = this.page.waitForRequest((request) => request.url().includes('/api/common/orderApprove'))
    await pay()
    await this.approveCardPayment()
    await checking
    await this.clearPanelFaults()
    await this.page.reload()
    await expect(this.page.getByRole('button', { name: '데모 설정 열기' })).toBeVisible()
  }

  /**
   * A call to the sandbox's API as the signed-in patient (the token the app keeps): what the
   * server has done while the app still waits for its answer.
   */
  async api<T>(path: string): Promise<T> {
    return this.page.evaluate(async (address) => {
      const token = localStorage.getItem('access-token') ?? ''
      return (await (await fetch(address, { headers: { Authorization: `Bearer ${token}` } })).json()) as T
    }, path)
  }

  /** Until every call the page has sent is answered (or failed). */
  async callsAnswered(): Promise<void> {
    await expect.poll(async () => (await callsOf(this.page)).open, { message: 'calls still unanswered' }).toBe(0)
  }

  /**
   * Lets the app's time run until it has nothing left to do: ten seconds of its clock at a time
   * (its retries, refetches and timeouts fire at once) until a round sends no call and every call
   * is answered. What a patient sees after waiting, without the wait. Needs the page's clock
   * (`test.use({ newDevice: true })`, then `page.clock.install()` before the app opens).
   */
  async letTimePass(): Promise<void> {
    for (let round = 0; round < 10; round++) {
      const before = (await callsOf(this.page)).sent
      await this.page.clock.runFor(10_000)
      await this.callsAnswered()
      if ((await callsOf(this.page)).sent === before) return
    }
    throw new Error('the app kept sending calls through 100 s of its time')
  }

  /** Opens a tab of the bottom bar and taps one of its menu icons. */
  async tabMenu(tab: '외래' | '입원' | '건강검진' | '병원안내', item: string): Promise<void> {
    await this.page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: tab }).click()
    await this.page
      .getByRole('region', { name: `${tab} 메뉴` })
      .getByRole('link', { name: item, exact: true })
      .click()
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { name, level: 1 })
  }

  dialog(name?: string | RegExp) {
    return this.page
      .getByRole('alertdialog')
      .or(this.page.getByRole('dialog'))
      .filter(name ? { hasText: name } : {})
  }
}

// Every test runs under the page's Content-Security-Policy and fails on a violation (./policy-guard.ts).
export const test = testUnderPolicy.extend<{ app: DemoApp }>({
  app: async ({ page }, use) => {
    // Every page error fails the test: no white screen, ever.
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // A device that has read the first-run guide, unless a test says otherwise (shell.spec).
    await page.addInitScript(() => {
      if (localStorage.getItem('isFirstRun') === null) localStorage.setItem('isFirstRun', 'N')
    })
    await page.addInitScript(countCalls)
    await use(new DemoApp(page))
    expect(errors, 'uncaught errors in the page').toEqual([])
  },
})

export { expect }
