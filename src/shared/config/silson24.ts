import type { AppLaunch } from '@/shared/native/types'

/**
 * 실손24 (보험개발원's service through which a patient asks hospitals to send private-insurance
 * claim documents to the insurer; hospitals of 30 beds or more take part since 2024-10-25).
 *
 * PLACEHOLDERS: the app's package, scheme and store pages below must be confirmed with 보험개발원
 * and declared in the shells' allowed apps (docs/native-bridge.md) before release; the page checks
 * them (isAppLaunch) and shows the web address instead when they do not pass.
 */
export const SILSON24: { app: AppLaunch; site: string } = {
  app: {
    android: {
      package: 'kr.or.kidi.silson24',
      storeUrl: 'https://play.google.com/store/apps/details?id=kr.or.kidi.silson24',
    },
    ios: { scheme: 'silson24', storeUrl: 'https://apps.apple.com/kr/app/id6670000000' },
  },
  site: 'https://www.silson24.or.kr',
}
