/**
 * The sandbox in Node: the same handlers and world for unit tests (msw `setupServer`, unhandled
 * requests are errors) and for the standalone mock server.
 */
import { setupServer } from 'msw/node'
import type { WorldSnapshot } from './db/snapshot'
import { controlHandlers } from './control/handlers'
import { createHandlers, type BaseUrls } from './handlers'
import { loadWorld, sandbox } from './runtime/sandbox'
import { buildWorld, type WorldOptions } from './seed/build-world'

let seeded: WorldSnapshot | undefined

/** The default world, built once per process (building takes ~20 ms, loading ~90 ms). */
export function defaultWorld(): WorldSnapshot {
  seeded ??= buildWorld()
  return seeded
}

/** Back to a fresh seeded world, optionally at another time or from another seed. */
export async function resetSandbox(options: WorldOptions = {}): Promise<void> {
  const snapshot = options.seed === undefined ? defaultWorld() : buildWorld(options)
  await loadWorld(snapshot)
  if (options.now) sandbox.clock.set(options.now)
}

/** Bases the unit tests use (see .env.test). */
export const TEST_BASES: BaseUrls = { main: 'http://localhost', rx: 'http://localhost/rx' }

export function createSandboxServer(bases: BaseUrls = TEST_BASES) {
  return setupServer(...createHandlers(bases), ...controlHandlers(bases.main, { reset: resetSandbox }))
}

export { sandbox }
