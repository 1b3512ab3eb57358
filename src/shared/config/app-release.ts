/**
 * The newest release of the hospital's shell app in each store (updated with every store
 * release), and where to get it. The drawer compares the installed shell's version with it.
 */
export const APP_RELEASE = {
  latest: { ANDROID: '2.5.0', IOS: '2.5.0' },
  storeUrl: {
    ANDROID: 'https://play.google.com/store/apps/details?id=kr.hanbit.hospital',
    IOS: 'https://apps.apple.com/kr/app/id1600000000',
  },
} as const
