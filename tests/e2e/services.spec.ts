/**
 * The everyday services end to end, as the `outpatient` persona (이서연) in the demo build: the
 * message box's read marks kept by the server, a 1:1 question answered by the hospital (the
 * inquiry-answer scenario step), the health note kept on the phone and charted, and the
 * pre-visit questionnaire shown back for the desk.
 */
import { expect, test } from './fixtures'

test.describe('services', () => {
  test('an unread message opened in the message box stays read after a reload', async ({ app, page }) => {
    await app.open('/common/messageBox', 'outpatient')
    const list = page.getByRole('list', { name: '받은 메시지' })
    await expect(page.getByText('읽지 않은 메시지 2건')).toBeVisible()
    const newest = list.getByRole('button').first()
    await expect(newest).toHaveAccessibleName(/읽지 않음$/)
    await newest.click()
    const dialog = page.getByRole('dialog', { name: '내일 진료 안내' })
    await expect(dialog.getByText(/도착확인을 눌러 주세요/)).toBeVisible()
    await dialog.getByRole('button', { name: '닫기' }).click()
    await expect(page.getByText('읽지 않은 메시지 1건')).toBeVisible()

    await page.reload()
    await expect(page.getByText('읽지 않은 메시지 1건')).toBeVisible()
    await expect(list.getByRole('button').first()).toHaveAccessibleName(/읽음$/)
  })

  test('ask a 1:1 question, see it waiting, then read the hospital’s answer and its message', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('병원안내', '1:1 문의')
    await page.getByRole('button', { name: '문의하기' }).click()

    // Bad input sends nothing.
    await page.getByRole('button', { name: '문의 남기기' }).click()
    await expect(page.getByText('문의 분류를 선택해 주세요.')).toBeVisible()
    await expect(app.heading('문의하기')).toBeVisible()

    await page.getByRole('radio', { name: '주차·시설' }).check()
    await page.getByRole('textbox', { name: '제목' }).fill('외래 진료 때 무료 주차 시간')
    await page.getByRole('textbox', { name: '문의 내용' }).fill('진료와 채혈이 있는 날은 몇 시간까지 무료인가요?')
    await page.getByRole('button', { name: '문의 남기기' }).click()
    await expect(app.heading('1:1 문의 내용')).toBeVisible()
    await expect(page.getByText('답변을 준비하고 있습니다')).toBeVisible()
    const detail = page.url()

    await page.goBack()
    await expect(app.heading('1:1 문의')).toBeVisible()
    await expect(
      page.getByRole('list', { name: '내 문의 목록' }).getByRole('link', { name: /외래 진료 때 무료 주차 시간/ }),
    ).toContainText('답변 대기')

    // The hospital answers (the presenter's scenario step), and says so in the message box.
    const answered = await page.evaluate(
      async () => (await fetch('/__demo/scenarios/inquiry-answer', { method: 'POST' })).status,
    )
    expect(answered).toBe(200)
    await app.open(new URL(detail).pathname)
    const answer = page.getByRole('region', { name: '병원의 답변' })
    await expect(answer.getByText('시설관리팀', { exact: true })).toBeVisible()
    await expect(answer.getByText(/외래 진료를 받으신 날은 8시간/)).toBeVisible()

    await app.open('/common/messageBox')
    await expect(page.getByRole('list', { name: '받은 메시지' }).getByRole('button').first()).toHaveAccessibleName(
      /1:1 문의 답변 안내.*읽지 않음$/,
    )
  })

  test('a health note entry with an implausible value is refused, a good one is charted and stays on the phone', async ({
    app,
    page,
  }) => {
    await app.open('/', 'outpatient')
    // The hospital offers the health note (the presenter's switch); the app reads it on start.
    const switched = await page.evaluate(
      async () => (await fetch('/__demo/scenarios/health-note-service', { method: 'POST' })).status,
    )
    expect(switched).toBe(200)
    await page.reload()
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '건강수첩' }).click()
    await expect(app.heading('건강수첩')).toBeVisible()
    await expect(page.getByText(/이 휴대폰에만 저장되고 병원으로 보내지지 않습니다/)).toBeVisible()
    await expect(page.getByText('아직 기록한 혈압이 없습니다')).toBeVisible()

    await page.getByRole('button', { name: '혈압 기록하기' }).click()
    const sheet = page.getByRole('dialog', { name: '혈압 기록하기' })
    await sheet.getByRole('textbox', { name: '수축기 혈압 (최고 혈압, mmHg)' }).fill('1300')
    await sheet.getByRole('textbox', { name: '이완기 혈압 (최저 혈압, mmHg)' }).fill('85')
    await sheet.getByRole('button', { name: '저장' }).click()
    await expect(
      sheet.getByText('수축기 혈압은 50~260 mmHg 사이로 입력해 주세요. 수치를 다시 확인해 주세요.'),
    ).toBeVisible()
    await expect(page.getByRole('img', { name: '최근 4주 혈압 그래프' })).toHaveCount(0)

    await sheet.getByRole('textbox', { name: '수축기 혈압 (최고 혈압, mmHg)' }).fill('135')
    await sheet.getByRole('button', { name: '저장' }).click()
    await expect(sheet).toBeHidden()
    const chart = page.getByRole('img', { name: '최근 4주 혈압 그래프' })
    await expect(chart).toHaveAccessibleDescription(
      /혈압을 1번 기록했습니다. 주의 1번이었습니다.*135\/85 mmHg로 주의입니다/,
    )
    await expect(chart.locator('circle')).toHaveCount(1)
    await expect(page.getByRole('list', { name: '혈압 기록' }).getByText('135/85 mmHg')).toBeVisible()

    // Kept on the phone: still there after a reload.
    await page.reload()
    await expect(page.getByRole('list', { name: '혈압 기록' }).getByText('135/85 mmHg')).toBeVisible()
  })

  test('the questionnaire from the info tab, shown back for the desk', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('병원안내', '문진표')
    await expect(page.getByRole('textbox', { name: '방문하시는 분 성함' })).toHaveValue('이서연')
    await page.getByRole('button', { name: '문진표 작성 완료' }).click()
    await expect(page.getByText("증상을 하나 이상 고르거나 '해당 증상 없음'을 골라 주세요.")).toBeVisible()

    await page.getByRole('checkbox', { name: '기침' }).check()
    await page.getByRole('textbox', { name: '오늘 잰 체온 (℃, 선택)' }).fill('37.8')
    for (const question of [/해외에 다녀오셨나요/, /확진자와 가까이/, /확진 판정을 받았나요/]) {
      await page.getByRole('radiogroup', { name: question }).getByLabel('아니요').check()
    }
    await page.getByRole('checkbox', { name: '위 내용이 사실과 같음을 확인합니다.' }).check()
    await page.getByRole('button', { name: '문진표 작성 완료' }).click()
    const card = page.getByRole('region', { name: '오늘의 문진표' })
    await expect(card.getByText('직원 확인 필요')).toBeVisible()
    await expect(card.getByText('37.8℃')).toBeVisible()
    await page.reload()
    await expect(card.getByText('기침')).toBeVisible()
  })
})
