/**
 * Zod compiles its object parsers with `new Function` where it may, and probes for that when
 * its first object schema is made: under the page's Content-Security-Policy (no eval) the probe
 * is refused and reported as a violation. The demo's sandbox and contract checks use Zod, so
 * the demo tells it first, before any schema exists: no eval, no probe. (The production build
 * has no Zod: tests/build.)
 */
import { config } from 'zod/v4/core'

config({ jitless: true })
