/**
 * The standalone mock API (`npm run mock:server`): the sandbox over plain HTTP for the native
 * shell team, `npm run dev` and anyone checking answers against the contracts (see
 * http-server.ts). Port `PORT`, default 4010.
 */
import { startMockServer } from './http-server'

const { url } = await startMockServer(Number(process.env.PORT ?? 4010))
console.info(`Sandbox mock API on ${url} (hospital API at /, e-prescription service at /rx)`)
console.info(`Control API: ${url}/__demo/personas, /__demo/reset, /__demo/clock, /__demo/faults`)
