/**
 * Writes the seeded world as JSON to stdout (used by the Vite plugin at build and serve time).
 * Every record is loaded into the sandbox database first, which checks it against the contracts'
 * schemas: a bad record fails the build here, loudly, and the browser can load the result
 * without checking it again. What is written is what the database holds (the schemas' output).
 */
import { dumpCollections } from '../db/snapshot'
import { loadWorld, sandbox } from '../runtime/sandbox'
import { buildWorld } from './build-world'

const world = buildWorld()
await loadWorld(world)
process.stdout.write(JSON.stringify({ ...world, collections: dumpCollections(sandbox.db) }))
