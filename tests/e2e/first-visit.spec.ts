/**
 * A newcomer's way in (issue: "a way in for a patient who has never been here"): someone the
 * hospital has never seen signs up, asks for a first visit, and on the desk's answer has a
 * booked visit and a patient number, in the demo as a stakeholder would click it.
 */
import { expect, test } from './fixtures'

test('someone new signs up, asks for a first visit, and the desk books it with a new patient number', async ({
  app,
  page,
}) => {
  await app.open('/login/auth', 'none')
  await page.getByRole('button', { name: '휴대폰 본인인증으로 로그인' }).click()
  await app.verifyIdentityAs('처음 오신 분 (가입 전)')
  await page.getByRole('checkbox', { name: '약관에 모두 동의합니다' }).check()
  await page.getByRole('button', { name: '동의하고 가입하기' }).click()
  await expect(page.getByText(/한가람님, 가입을 환영합니다/)).toBeVisible()

  // No number to register: the first visit is offered right here.
  await page.getByRole('link', { name: '처음 오셨나요? 초진 예약 신청' }).click()
  await expect(app.heading('초진 예약 신청')).toBeVisible()
  await page.getByRole('combobox', { name: '진료받을 진료과' }).selectOption({ label: '순환기내과' })
  await page.getByRole('textbox', { name: /증상이나 진료받고 싶은 내용/ }).fill('계단을 오르면 가슴이 답답합니다.')
  const days = page.getByRole('group', { name: '원하는 날짜 (최대 3일)' }).getByRole('button')
  await days.nth(1).click()
  await days.nth(2).click()
  await page.getByRole('radiogroup', { name: '원하는 시간대' }).getByRole('radio', { name: '상관없음' }).check()
  await expect(page.getByText('010-4444-8888')).toBeVisible() // the verified phone, not typed
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check()
  await page.getByRole('button', { name: '신청하기' }).click()

  await expect(app.heading('초진 예약')).toBeVisible()
  await expect(page.getByRole('region', { name: '예약센터가 신청을 확인하고 있습니다' })).toContainText(
    '2026.11.24 (화)까지 알림으로 알려 드립니다.',
  )

  // Home says where the request stands.
  await page.getByRole('link', { name: '홈', exact: true }).click()
  await app.hideNoticePopup()
  const request = page.getByRole('region', { name: '초진 예약 신청' })
  await expect(request).toContainText('예약센터 확인 중')

  // The desk answers (the presenter's scenario step): a booking, and a patient number on the account.
  expect(await app.advanceScenario('first-visit-answer')).toBe(200)
  await request.getByRole('link', { name: '신청 내용 보기' }).click()
  const booked = page.getByRole('region', { name: '첫 진료가 예약되었습니다' })
  await expect(booked).toContainText('순환기내과')
  await expect(booked).toContainText(/환자번호 \d{8}가 발급되어 계정에 등록되었습니다/)
  const patientNo = (await booked.textContent())?.match(/환자번호 (\d{8})가/)?.[1] ?? ''

  // The home is now a patient's: the card with the new number, the booked visit next.
  await page.getByRole('link', { name: '홈', exact: true }).click()
  await expect(page.getByRole('region', { name: '오늘의 일정' })).toContainText('순환기내과')
  await page.getByRole('button', { name: '모바일 진료카드' }).click()
  const card = page.getByRole('dialog', { name: '모바일 진료카드' })
  await expect(card.getByRole('img', { name: `환자번호 ${[...patientNo].join(' ')} 바코드` })).toBeVisible()
})
