/**
 * `npm run bench:seed`: how long the sandbox takes to seed (faker builds the world, in Node),
 * to load a world into the @msw/data database (what every test, story and demo start does),
 * and how big the seeded world is. Figures, not a test. The demo's first paint is measured by
 * `npm run bench:lighthouse`.
 */
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { loadWorld, saveWorld } from '../mocks/runtime/sandbox'
import { buildWorld } from '../mocks/seed/build-world'

const RUNS = Number(process.env.RUNS ?? 20)

async function time(run: () => unknown): Promise<{ median: number; p95: number; first: number }> {
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await run()
    samples.push(performance.now() - started)
  }
  const first = samples[0]!
  samples.sort((a, b) => a - b)
  return { first, median: samples[Math.floor(RUNS / 2)]!, p95: samples[Math.floor(RUNS * 0.95)]! }
}

const line = (label: string, { first, median, p95 }: { first: number; median: number; p95: number }) =>
  console.info(
    `${label.padEnd(34)} median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (first, cold: ${first.toFixed(1)} ms)`,
  )

const world = buildWorld()
const json = JSON.stringify(world)
const records = Object.values(world.collections).reduce((total, list) => total + (list?.length ?? 0), 0)
const collections = Object.keys(world.collections).length

console.info(`sandbox seeding, ${RUNS} runs each (Node ${process.versions.node})`)
line('build the world (faker, all seeds)', await time(() => buildWorld()))
line('load it into @msw/data', await time(() => loadWorld(world)))
line('save it (snapshot for the demo)', await time(() => saveWorld()))
console.info(
  `world: ${(json.length / 1024).toFixed(0)} KB JSON, ${(gzipSync(json).length / 1024).toFixed(0)} KB gzip; ${records} records in ${collections} collections`,
)
