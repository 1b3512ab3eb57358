/**
 * The sandbox's fixed starting point: every run, story and screenshot sees the same world.
 * "Today" is Monday 23 November 2026 in Korea, 9 a.m.
 */
export const SANDBOX_NOW = '2026-11-23T09:00:00+09:00'
export const SANDBOX_TODAY = '2026-11-23'
export const FAKER_SEED = 20261123
