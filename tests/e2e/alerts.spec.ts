/**
 * Being told, as the `outpatient` persona (이서연) in the demo build: the waiting turn is near
 * (once per waiting number, through the shell's vibration and notification), and medicines on
 * time (daily alarms from the medicine history until the supply runs out, gone at sign-out).
 * The shell's calls are read from the demo panel's log.
 */
import { expect, test } from './fixtures'

test.describe('alerts', () => {
  test('tell me when 1 person is ahead: the queue moves, the phone is told once, not again after a reload', async ({
    app,
    page,
  }) => {
    await app.open('/', 'outpatient')
    await app.setLocation('inside')
    await page.getByRole('button', { name: '도착확인' }).first().click()
    // The answer says what to do now, with the waiting number one tap away.
    const done = page.getByRole('alertdialog', { name: '도착확인이 완료되었습니다' })
    await expect(done).toContainText('진료 장소: 본관 2층 내과계 외래')
    await done.getByRole('button', { name: '대기순번 보기' }).click()
    await expect(page).toHaveURL(/\/outpatient\/waiting\/R202611230101\/IMC$/)
    await expect(page.getByText('본관 2층 내과계 외래')).toBeVisible()

    const alert = page.getByRole('region', { name: '차례 알림' })
    await alert.getByRole('switch', { name: /^차례가 다가오면 알려 주세요/ }).click()
    // Three (or, as the queue moves, two) ahead: the choices are fewer than that.
    await expect(alert.getByRole('radio', { name: '앞에 3명 남았을 때' })).toHaveCount(0)
    await alert.getByText('앞에 1명 남았을 때').click()
    await expect(alert.getByText('앞에 1명 이하로 남으면 알려 드립니다.')).toBeVisible()

    // The clinic calls the people in front in, as the presenter moves the queue along.
    expect(await app.advanceScenario('queue')).toBe(200)
    expect(await app.advanceScenario('queue')).toBe(200)
    await page.getByRole('button', { name: '새로고침' }).click()
    await expect(
      page.getByText(/진료 차례가 다가왔습니다\. 순환기내과 김성훈 교수: (앞에 1명 남았습니다|곧 진료실로)/),
    ).toBeVisible()
    await expect(alert.getByText(/에 차례가 다가왔다고 알려 드렸습니다\.$/)).toBeVisible()
    const calls = await app.nativeCalls()
    expect(
      calls.filter((call) => call.includes('notify(turn-R202611230101-IMC, 진료 차례가 다가왔습니다')),
    ).toHaveLength(1)
    expect(calls.some((call) => call.includes('vibrate(800ms)'))).toBe(true)

    // A reload and more refreshes: told already, never again.
    await page.reload()
    await expect(alert.getByText(/에 차례가 다가왔다고 알려 드렸습니다\.$/)).toBeVisible()
    await page.getByRole('button', { name: '새로고침' }).click()
    await expect(page.getByRole('button', { name: '새로고침' })).toBeEnabled()
    expect((await app.nativeCalls()).filter((call) => call.includes('notify('))).toEqual([])
  })

  test('a medicine reminder from the medicine history, listed until the supply runs out, gone at sign-out', async ({
    app,
    page,
  }) => {
    await app.open('/outpatient/medicine/R202611090055/2026-11-09', 'outpatient')
    const amlodipine = page.getByRole('region', { name: '처방받은 약' }).getByRole('listitem').filter({
      hasText: '노바스크정 5mg',
    })
    await amlodipine.getByRole('button', { name: '복약 알림 받기' }).click()
    const form = page.getByRole('form', { name: '노바스크정 5mg 복약 알림' })
    await expect(form.getByLabel('1번째 알림 시간')).toHaveValue('08:30')
    await form.getByRole('button', { name: '알림 켜기' }).click()
    await expect(page.getByText('복약 알림을 켰습니다.')).toBeVisible()
    await expect(amlodipine).toContainText('복약 알림 켜짐: 오전 8:30 · 2026.12.06 (일)까지')
    expect(await app.nativeCalls()).toContainEqual(
      expect.stringContaining(
        'setDailyAlarm(med-U1001-R202611090055-2026-11-09-645301220, 08:30, 2026-11-23~2026-12-06)',
      ),
    )

    await page.getByRole('link', { name: '복약 알림 모아 보기' }).click()
    await expect(app.heading('복약 알림')).toBeVisible()
    const ringing = page.getByRole('list', { name: '알림 중' })
    await expect(ringing.getByRole('listitem', { name: '노바스크정 5mg' })).toContainText('2026.12.06 (일)까지')

    // The supply has run out: listed as ended (the shell stopped the alarm by itself).
    await app.setClock('2026-12-07T09:00')
    await expect(
      page.getByRole('list', { name: '끝난 알림' }).getByRole('listitem', { name: '노바스크정 5mg' }),
    ).toContainText('2026.12.06 (일)에 끝났습니다')

    // Sign-out cancels the phone's reminders and forgets them.
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('button', { name: '로그아웃' }).click()
    await page.getByRole('alertdialog', { name: '로그아웃할까요?' }).getByRole('button', { name: '로그아웃' }).click()
    await expect(page.getByRole('button', { name: '전체 메뉴 열기' })).toBeVisible()
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('medicine-reminders'))),
    ).toEqual([])
    expect(await app.nativeCalls()).toContainEqual(expect.stringContaining('cancelAllDailyAlarms()'))
  })

  test('opening the demo as another persona cancels the previous one’s medicine alarms, as sign-out does', async ({
    app,
    page,
  }) => {
    await app.open('/outpatient/medicine/R202611090055/2026-11-09', 'outpatient')
    await page
      .getByRole('region', { name: '처방받은 약' })
      .getByRole('listitem')
      .filter({ hasText: '노바스크정 5mg' })
      .getByRole('button', { name: '복약 알림 받기' })
      .click()
    await page
      .getByRole('form', { name: '노바스크정 5mg 복약 알림' })
      .getByRole('button', { name: '알림 켜기' })
      .click()
    await expect(page.getByText('복약 알림을 켰습니다.')).toBeVisible()
    const keptReminders = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('medicine-reminders:U1001')))
    expect(await keptReminders()).toHaveLength(1)

    await app.open('/medicine/reminders', 'inpatient')
    await expect(app.heading('복약 알림')).toBeVisible()
    expect(await app.nativeCalls()).toContainEqual(expect.stringContaining('cancelAllDailyAlarms()'))
    expect(await keptReminders()).toEqual([])
  })
})
