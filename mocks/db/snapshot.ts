/**
 * A world as plain JSON: what the seed builds (in Node, with faker), what the demo build ships
 * instead of the generators, and what the demo saves so its state survives a reload. Relations
 * are written as the related record's key (`patientRef`, `stayRef`).
 */
import { createDatabase, LOAD_ORDER, RELATIONS, type CollectionName, type Database } from './database'

export const SNAPSHOT_VERSION = 1

export type PlainRecord = Record<string, unknown>

export interface WorldSnapshot {
  version: typeof SNAPSHOT_VERSION
  /** The sandbox time the world was built for or saved at. */
  now: string
  /** Counters for the ids the server hands out. */
  counters: Record<string, number>
  collections: Partial<Record<CollectionName, PlainRecord[]>>
}

type RelationName = keyof typeof RELATIONS
const isRelation = (key: string): key is RelationName => key in RELATIONS

function toPlain(record: object): PlainRecord {
  const plain: PlainRecord = {}
  for (const [key, value] of Object.entries(record)) {
    if (isRelation(key)) {
      const related = value as Record<string, unknown> | undefined
      if (related) plain[`${key}Ref`] = related[RELATIONS[key].key]
    } else {
      plain[key] = structuredClone(value)
    }
  }
  return plain
}

export function dumpCollections(db: Database): WorldSnapshot['collections'] {
  const collections: WorldSnapshot['collections'] = {}
  for (const name of Object.keys(db) as CollectionName[]) {
    collections[name] = db[name].all().map(toPlain)
  }
  return collections
}

/**
 * A new database filled from a snapshot (what loading a world uses).
 *
 * Always a new database, never the old one cleared and refilled: @msw/data 1.1's `clear()` leaves
 * its relations' hook listeners behind (it deletes while iterating, so every other record's
 * `delete` event, which removes them, never fires; the `update` listeners are never removed), so
 * each refill of the same database also ran every earlier world's listeners. Resets grew from
 * 82 ms to 531 ms over 300 in one process; with a new database they stay near 20 ms.
 */
export async function databaseOf(collections: WorldSnapshot['collections']): Promise<Database> {
  const db = createDatabase()
  await fill(db, collections)
  return db
}

/** Empties a database and fills it from a snapshot (see databaseOf for why loading does not). */
export async function loadCollections(db: Database, collections: WorldSnapshot['collections']): Promise<void> {
  for (const name of Object.keys(db) as CollectionName[]) db[name].clear()
  await fill(db, collections)
}

/**
 * Fills an empty database from a snapshot, parents before the records that point to them. The
 * snapshot is copied once (the caller keeps it: the seed is loaded again on reset).
 */
async function fill(db: Database, collections: WorldSnapshot['collections']): Promise<void> {
  const names = [...LOAD_ORDER, ...(Object.keys(db) as CollectionName[]).filter((name) => !LOAD_ORDER.includes(name))]
  const copy = structuredClone(collections)
  const byKey = new Map<string, object>()
  for (const name of names) {
    for (const plain of copy[name] ?? []) {
      const record: PlainRecord = {}
      for (const [key, value] of Object.entries(plain)) {
        const relation = key.endsWith('Ref') ? key.slice(0, -3) : undefined
        if (relation && isRelation(relation)) {
          const target = byKey.get(`${RELATIONS[relation].collection}:${String(value)}`)
          if (!target) throw new Error(`snapshot: ${name} points to a missing ${relation} ${String(value)}`)
          record[relation] = target
        } else {
          record[key] = value
        }
      }
      const created = await (db[name] as { create(values: unknown): Promise<object> }).create(record)
      for (const { collection, key } of Object.values(RELATIONS)) {
        if (collection === name) byKey.set(`${name}:${String(record[key])}`, created)
      }
    }
  }
}
