/**
 * Signing in and the family, as a patient does it in the demo: the identity verification is the
 * demo's simulated shell (a sheet to choose who verifies), everything else is the real app on
 * the sandbox.
 */
import { expect, test } from './fixtures'

test.describe('sign-in and patient number', () => {
  test('sign in by phone verification, register the patient number, and the card shows its barcode', async ({
    app,
    page,
  }) => {
    await app.open('/', 'none')
    await page.getByRole('main').getByRole('link', { name: '로그인', exact: true }).click()
    await expect(page.getByText('2023.11.21')).toBeVisible() // id and social sign-in were replaced
    await page.getByRole('button', { name: '휴대폰 본인인증으로 로그인' }).click()
    await app.verifyIdentityAs('배수진 (newcomer)')

    await expect(page.getByRole('heading', { name: /배수진님, 안녕하세요/ })).toBeVisible()
    await page.getByRole('link', { name: '환자번호 등록하기' }).click()
    await expect(page.getByRole('heading', { name: '환자번호를 등록해 주세요' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: '이름' })).toHaveValue('배수진')

    // Bad input first: the spec's messages, nothing sent.
    await page.getByRole('button', { name: '환자번호 등록하기' }).click()
    await expect(page.getByText('주민등록번호를 입력해 주세요.')).toBeVisible()
    await expect(page.getByText('필수 동의 항목에 동의해 주세요.')).toBeVisible()
    await page.getByRole('textbox', { name: '주민등록번호 앞 6자리' }).fill('9012ab')
    await page.getByRole('button', { name: '환자번호 등록하기' }).click()
    await expect(page.getByText('주민등록번호는 숫자만 입력해 주세요.')).toBeVisible()
    await expect(page).toHaveURL(/\/account\/register\/patient$/)

    await page.getByRole('textbox', { name: '주민등록번호 앞 6자리' }).fill('901203')
    await page.getByLabel('주민등록번호 뒤 7자리').fill('2123456')
    await page.getByRole('checkbox', { name: '[필수] 위 민감정보(건강정보) 처리에 동의합니다' }).check()
    await page.getByRole('button', { name: '환자번호 등록하기' }).click()

    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: '환자번호 등록하기' })).toBeHidden()
    await page.getByRole('button', { name: '모바일 진료카드' }).click()
    const card = page.getByRole('dialog', { name: '모바일 진료카드' })
    await expect(card.getByRole('img', { name: '환자번호 1 0 6 7 8 9 0 1 바코드' })).toBeVisible()
    await expect(card).toContainText('1067 8901')
  })

  test('asked to register on the way to booking, the patient lands on the booking once registered', async ({
    app,
    page,
  }) => {
    await app.open('/', 'newcomer')
    await app.tabMenu('외래', '진료예약')
    await app.dialog('환자번호 등록').getByRole('button', { name: '등록', exact: true }).click()
    await expect(page).toHaveURL(/\/account\/register\/patient$/)
    await page.getByRole('textbox', { name: '주민등록번호 앞 6자리' }).fill('901203')
    await page.getByLabel('주민등록번호 뒤 7자리').fill('2123456')
    await page.getByRole('checkbox', { name: '[필수] 위 민감정보(건강정보) 처리에 동의합니다' }).check()
    await page.getByRole('button', { name: '환자번호 등록하기' }).click()
    await expect(page).toHaveURL(/\/outpatient\/appointment\/step1$/)
    await expect(app.heading('진료예약')).toBeVisible()
    await expect(page.getByText('환자번호(10678901)가 등록되었습니다.')).toBeVisible()
  })

  test('someone new is taken to the terms, signs up and is welcomed', async ({ app, page }) => {
    await app.open('/login/auth', 'none')
    await page.getByRole('button', { name: '휴대폰 본인인증으로 로그인' }).click()
    await app.verifyIdentityAs('처음 오신 분 (가입 전)')
    await expect(page).toHaveURL(/\/account\/signUp\/terms$/)
    await page.getByRole('button', { name: '동의하고 가입하기' }).click()
    await expect(page).toHaveURL(/\/account\/signUp\/terms$/) // required terms not agreed: nothing sent
    await page.getByRole('checkbox', { name: '약관에 모두 동의합니다' }).check()
    await page.getByRole('button', { name: '동의하고 가입하기' }).click()
    await expect(page).toHaveURL(/\/account\/signUp\/complete$/)
    await expect(page.getByText(/한가람님, 가입을 환영합니다/)).toBeVisible()
  })

  test('sign-out clears the session', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('button', { name: '로그아웃' }).click()
    await page.getByRole('alertdialog', { name: '로그아웃할까요?' }).getByRole('button', { name: '로그아웃' }).click()
    await expect(page.getByRole('heading', { name: '로그인하고 진료 예약과 기록을 확인하세요' })).toBeVisible()
    expect(
      await page.evaluate(() => [localStorage.getItem('access-token'), localStorage.getItem('main-access-token')]),
    ).toEqual([null, null])
  })

  test('after signing out, the browser back does not reopen a screen that needs sign-in', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await page.getByRole('region', { name: '바로가기' }).getByRole('link', { name: '검사결과' }).click()
    await expect(app.heading('검사결과')).toBeVisible()
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('button', { name: '로그아웃' }).click()
    await page.getByRole('alertdialog', { name: '로그아웃할까요?' }).getByRole('button', { name: '로그아웃' }).click()
    await expect(page.getByRole('heading', { name: '로그인하고 진료 예약과 기록을 확인하세요' })).toBeVisible()
    // The results were approved while signed in; back is checked again, and goes to sign-in.
    await page.goBack()
    await expect(page).toHaveURL(/\/login\/auth$/)
    await expect(app.heading('검사결과')).toBeHidden()
  })
})

test.describe('family accounts', () => {
  test('add a parent, register her patient number, switch to her account and back', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('button', { name: '가족 계정 관리' }).click()
    await page.getByRole('link', { name: '가족 추가' }).click()

    await page.getByRole('radio', { name: '부모' }).check()
    await page.getByRole('textbox', { name: '가족 이름' }).fill('이순례')
    await page.getByRole('textbox', { name: '가족 생년월일 8자리' }).fill('19340502')
    await page.getByRole('button', { name: '본인인증하고 가족 추가하기' }).click()
    await app.verifyIdentityAs('이순례 (이서연님의 어머니)')

    await expect(page.getByRole('heading', { name: '이순례님의 환자번호를 등록해 주세요' })).toBeVisible()
    await page.getByRole('textbox', { name: '주민등록번호 앞 6자리' }).fill('340502')
    await page.getByLabel('주민등록번호 뒤 7자리').fill('2123456')
    await page.getByRole('checkbox', { name: '[필수] 위 민감정보(건강정보) 처리에 동의합니다' }).check()
    await page.getByRole('button', { name: '환자번호 등록하기' }).click()

    const mother = page.getByRole('article', { name: '이순례님' })
    await expect(mother.getByText('환자번호 10789013')).toBeVisible()
    await mother.getByRole('button', { name: '이순례님 계정으로 전환' }).click()
    await page
      .getByRole('alertdialog', { name: '이순례님의 계정으로 전환할까요?' })
      .getByRole('button', { name: '전환' })
      .click()
    await expect(page.getByText('계정이 전환되었습니다.')).toBeVisible()
    await expect(page.getByRole('heading', { name: /이순례님, 안녕하세요/ })).toBeVisible()
    await expect(page.getByText('가족 계정', { exact: true })).toBeVisible()
    // Whose account is active stays in sight on every screen she is served on (booking here), and
    // the booking's confirmation names her.
    const chip = page.getByRole('button', { name: /이순례님 계정으로 이용 중/ })
    await expect(chip).toBeVisible()
    await app.tabMenu('외래', '진료예약')
    await expect(app.heading('진료예약')).toBeVisible()
    await expect(chip).toBeVisible()

    await chip.click()
    await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('button', { name: '내 계정으로 돌아가기' }).click()
    await page
      .getByRole('alertdialog', { name: '이서연님의 계정으로 전환할까요?' })
      .getByRole('button', { name: '전환' })
      .click()
    await expect(page.getByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    await expect(page.getByText('가족 계정', { exact: true })).toBeHidden()
    await expect(chip).toBeHidden()
  })

  test('the family count in the drawer follows the family list', async ({ app, page }) => {
    await app.open('/', 'family')
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    await expect(page.getByRole('dialog', { name: '전체 메뉴' }).getByText('2명')).toBeVisible()
  })
})
