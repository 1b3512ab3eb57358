/**
 * The two base URLs come from the build's environment and are checked once at start-up, so a
 * misconfigured build says what is wrong instead of failing on the first call. A base is either
 * an absolute http(s) URL or a path on the app's own origin (demo mode and the mock server).
 * (Checked by hand: this runs on the home screen's first load, where zod would cost 29 KB.)
 */
import { HTTP_TIMEOUT_MS } from './constants'

const BASE_URL_KEYS = ['VITE_API_BASE_URL', 'VITE_RX_BASE_URL'] as const

function checkBaseUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return 'is missing'
  const trimmed = value.trim()
  if (/^https?:\/\/[^/]+/.test(trimmed) || trimmed.startsWith('/')) return undefined
  return 'must be an absolute http(s) URL or a path starting with /'
}

export interface ApiConfig {
  mainBaseUrl: string
  rxBaseUrl: string
  /** Check every 200 body against the contract (development, tests, demo; never in production builds). */
  validateResponses: boolean
  /**
   * How long a call may take before the app gives up on it (the spec's 10 seconds). Stories and
   * tests shorten it to prove what follows a timeout without waiting it out.
   */
  timeoutMs: number
}

export class ApiConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ApiConfigError'
  }
}

export function parseApiConfig(env: Record<string, unknown>): ApiConfig {
  const problems = BASE_URL_KEYS.flatMap((key) => {
    const problem = checkBaseUrl(env[key])
    return problem ? [`${key} ${problem}`] : []
  })
  if (problems.length) {
    throw new ApiConfigError(`API base URLs are not configured correctly: ${problems.join('; ')}`)
  }
  return {
    mainBaseUrl: String(env.VITE_API_BASE_URL).trim(),
    rxBaseUrl: String(env.VITE_RX_BASE_URL).trim(),
    // Development, tests and Storybook check every answer against the contract. The built demo
    // does not: its sandbox's answers are checked by the tests (conformance, stories), and the
    // check cost the presenter's phone seconds of main thread.
    validateResponses: env.DEV === true || env.MODE === 'test' || env.VITE_VALIDATE_RESPONSES === 'true',
    timeoutMs: HTTP_TIMEOUT_MS,
  }
}

let current: ApiConfig | undefined

/** The configuration in force; parsed from `import.meta.env` on first use. */
export function getApiConfig(): ApiConfig {
  current ??= parseApiConfig(import.meta.env)
  return current
}

/** Tests, Storybook and demo mode point the client elsewhere. */
export function configureApi(overrides: Partial<ApiConfig>): ApiConfig {
  current = { ...getApiConfig(), ...overrides }
  return current
}

/** Joins a base (absolute or origin-relative) and an operation path into an absolute URL. */
export function resolveUrl(base: string, path: string): string {
  const origin = globalThis.location?.href ?? 'http://localhost/'
  const absoluteBase = new URL(base, origin)
  const prefix = absoluteBase.pathname.replace(/\/$/, '')
  return new URL(`${prefix}${path}`, absoluteBase).toString()
}
