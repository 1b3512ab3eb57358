import { describe, expect, it } from 'vitest'
import { isAppLaunch } from './app-launch'

const PLAY = 'https://play.google.com/store/apps/details?id=kr.or.nhis.example'
const APP_STORE = 'https://apps.apple.com/kr/app/%EB%AA%A8%EB%B0%94%EC%9D%BC/id1234567890'
const GOOD = {
  android: { package: 'kr.or.nhis.example', storeUrl: PLAY },
  ios: { scheme: 'nhisexample', storeUrl: APP_STORE },
}
const android = (part: Partial<typeof GOOD.android>) => ({ ...GOOD, android: { ...GOOD.android, ...part } })
const ios = (part: Partial<typeof GOOD.ios>) => ({ ...GOOD, ios: { ...GOOD.ios, ...part } })

describe('what the page asks the shell to open for another app (the hospital’s configuration)', () => {
  it('takes a package, a plain scheme and the stores’ https pages of that app', () => {
    expect(isAppLaunch(GOOD)).toBe(true)
    expect(isAppLaunch(ios({ storeUrl: 'https://apps.apple.com/kr/app/id0000000000' }))).toBe(true)
  })

  it.each([
    ['no platform part', { android: GOOD.android }],
    ['nothing', null],
    ['a package that is a path', android({ package: '../kr.or.nhis' })],
    ['a one-word package', android({ package: 'nhis' })],
    ['another app’s store page', android({ storeUrl: 'https://play.google.com/store/apps/details?id=com.other' })],
    ['a look-alike store host', android({ storeUrl: PLAY.replace('play.google.com', 'play.google.com.example.kr') })],
    ['http', android({ storeUrl: PLAY.replace('https:', 'http:') })],
    ['credentials in the address', android({ storeUrl: PLAY.replace('https://', 'https://a:b@') })],
    ['the market scheme', android({ storeUrl: 'market://details?id=kr.or.nhis.example' })],
    ['a web scheme', ios({ scheme: 'https' })],
    ['javascript', ios({ scheme: 'javascript' })],
    ['the phone’s dialler', ios({ scheme: 'tel' })],
    ['a scheme with its separator', ios({ scheme: 'nhisexample://' })],
    ['an upper-case scheme', ios({ scheme: 'NHIS' })],
    ['an App Store search', ios({ storeUrl: 'https://apps.apple.com/kr/search?term=x' })],
    ['a store page elsewhere', ios({ storeUrl: 'https://apps.apple.com.example.kr/kr/app/id1234567890' })],
  ])('refuses %s', (_, value) => {
    expect(isAppLaunch(value)).toBe(false)
  })
})
