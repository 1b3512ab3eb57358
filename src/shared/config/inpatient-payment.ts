/**
 * The main user ids allowed into the inpatient payment menu (spec: "a fixed allow list"; anyone
 * else gets the maintenance message). Which patients may pay their interim bill in the app while
 * the hospital tries it out is the hospital's configuration, not the app's code: the build reads
 * it from `VITE_INPATIENT_PAYMENT_USERS` (user ids, separated by commas). A build without it
 * lets nobody in. The demo's env file (`.env.demo`) lists its inpatient persona, and only the
 * sandbox's builds (demo, tests, Storybook) carry that entry.
 */
export function parseUserIds(value: string | undefined): readonly string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
}

export const INPATIENT_PAYMENT_ALLOW_LIST: readonly string[] = parseUserIds(
  import.meta.env.VITE_INPATIENT_PAYMENT_USERS,
)
