/**
 * The standalone mock API (`npm run mock:server`): the sandbox over plain HTTP for the native
 * shell team, `npm run dev` and anyone checking answers against the contracts (see
 * http-server.ts).
 *
 * - `PORT` (default 4010).
 * - `HOST` (default 127.0.0.1): set it (e.g. `0.0.0.0`) to let an emulator or a phone on the LAN
 *   in; the control API then needs `DEMO_SECRET` (one is made up and printed when unset).
 * - `CORS_ORIGINS`: comma-separated origins whose pages may read the answers (default: pages
 *   served from this machine, any port); `*` lets every origin in.
 * - `SANDBOX_ACCESS_HOLES`: comma-separated operationIds whose object checks are switched off,
 *   a hole re-opened on purpose to see `npm run verify:server -- --authz` find it. Never for a
 *   shared server.
 */
import { randomBytes } from 'node:crypto'
import { startMockServer } from './http-server'

const host = process.env.HOST ?? '127.0.0.1'
const loopback = ['127.0.0.1', 'localhost', '::1'].includes(host)
const controlSecret = process.env.DEMO_SECRET || (loopback ? undefined : randomBytes(18).toString('base64url'))
const origins = process.env.CORS_ORIGINS?.trim()
const allowedOrigins = !origins ? undefined : origins === '*' ? '*' : origins.split(',').map((o) => o.trim())

const accessHoles = (process.env.SANDBOX_ACCESS_HOLES ?? '')
  .split(',')
  .map((id) => id.trim())
  .filter(Boolean)

const { url } = await startMockServer(Number(process.env.PORT ?? 4010), {
  host,
  controlSecret,
  allowedOrigins,
  accessHoles,
})
if (accessHoles.length) console.warn(`Access checks switched OFF for: ${accessHoles.join(', ')} (SANDBOX_ACCESS_HOLES)`)
console.info(`Sandbox mock API on ${url} (hospital API at /, e-prescription service at /rx)`)
console.info(`Control API: ${url}/__demo/personas, /__demo/reset, /__demo/clock, /__demo/faults`)
if (controlSecret) console.info(`Control API secret (header X-Demo-Secret): ${controlSecret}`)
console.info(
  `CORS: ${allowedOrigins === '*' ? 'every origin' : (allowedOrigins?.join(', ') ?? 'pages served from this machine')}`,
)
