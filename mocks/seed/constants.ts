/**
 * The sandbox's fixed starting point: every run, story and screenshot sees the same world.
 * "Today" is Monday 23 November 2026 in Korea, 9 a.m.
 */
export const SANDBOX_NOW = '2026-11-23T09:00:00+09:00'
export const SANDBOX_TODAY = '2026-11-23'
export const FAKER_SEED = 20261123

/**
 * The simulated phone's device id (the demo's shell, the stories' and the tests'): the personas'
 * sessions were signed in on it, so their refresh credentials and new verifications are bound to it.
 */
export const DEMO_DEVICE_ID = 'demo-device-0001'

/** A persona's seeded refresh credential (active in a freshly reset world, on DEMO_DEVICE_ID). */
export const seededRefreshToken = (userId: string) => `rt_sandbox_${userId}_seeded_refresh_credential`
/**
 * A persona's seeded e-prescription token (the app asks for fresh ones; the tests, the fuzzer and
 * the shell and backend teams use these against the mock API, as they use the persona's token).
 */
export const seededRxToken = (userId: string) => `rx.sandbox.${userId}.seeded`

/** When the personas' seeded refresh credentials expire (30 days after SANDBOX_NOW). */
export const SEEDED_REFRESH_EXPIRES_AT = '2026-12-23T09:00:00+09:00'
