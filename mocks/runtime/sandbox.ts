/**
 * The sandbox's state in one place: the database, the clock, the id counters and the injected
 * faults. One per JavaScript realm (the demo page, a test worker, the mock server process).
 */
import { createDatabase, withoutValidation } from '../db/database'
import { databaseOf, dumpCollections, SNAPSHOT_VERSION, type WorldSnapshot } from '../db/snapshot'
import { SANDBOX_NOW } from '../seed/constants'
import { createSandboxClock } from './clock'
import type { FaultTable } from './faults'

export const sandbox = {
  db: createDatabase(),
  clock: createSandboxClock(SANDBOX_NOW),
  counters: {} as Record<string, number>,
  faults: new Map() as FaultTable,
}

type ChangeListener = () => void
const listeners = new Set<ChangeListener>()

/** Called after every request that changed the world (the demo saves then). */
export function onWorldChange(listener: ChangeListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function worldChanged(): void {
  for (const listener of listeners) listener()
}

/**
 * Replaces the whole world with a snapshot (a fresh seed or a saved demo state). Every record is
 * checked against its schema, unless `checked` says that was done already (the seed the build
 * checked, a state saved from this database): see withoutValidation in ../db/database.ts.
 * The snapshot fills a new database, which takes the old one's place once it is complete (see
 * databaseOf: refilling one database grows slower with every load); a snapshot that fails its
 * check leaves the world as it was. Handlers read `sandbox.db` on every call, never keep it.
 */
export async function loadWorld(snapshot: WorldSnapshot, { checked = false } = {}): Promise<void> {
  if (snapshot.version !== SNAPSHOT_VERSION)
    throw new Error(`unknown world snapshot version ${String(snapshot.version)}`)
  const load = () => databaseOf(snapshot.collections)
  sandbox.db = await (checked ? withoutValidation(load) : load())
  sandbox.counters = { ...snapshot.counters }
  sandbox.clock.set(snapshot.now)
  sandbox.faults.clear()
}

export function saveWorld(): WorldSnapshot {
  return {
    version: SNAPSHOT_VERSION,
    now: sandbox.clock.nowIso(),
    counters: { ...sandbox.counters },
    collections: dumpCollections(sandbox.db),
  }
}

/**
 * The next id the server hands out: `prefix + YYYYMMDD + sequence`, e.g. A202611260101.
 * Sequences start at 101 so they never meet the seed's hand-written ids.
 */
export function nextId(prefix: string, date: string = sandbox.clock.today(), width = 4): string {
  const day = date.replaceAll('-', '')
  const key = `${prefix}${day}`
  const next = (sandbox.counters[key] ?? 100) + 1
  sandbox.counters[key] = next
  return `${key}${String(next).padStart(width, '0')}`
}
