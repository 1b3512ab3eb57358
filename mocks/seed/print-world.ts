/** Writes the seeded world as JSON to stdout (used by the Vite plugin at build and serve time). */
import { buildWorld } from './build-world'

process.stdout.write(JSON.stringify(buildWorld()))
