/**
 * How fast the department and doctor search answers a keystroke, on the seeded hospital
 * (27 departments, 126 doctors). Run: npx tsx scripts/bench-search.ts
 *
 * Each query is typed as a Korean keyboard composes it (김성훈: ㄱ, 기, 김, 김ㅅ, 김서, 김성, 김성ㅎ,
 * 김성후, 김성훈), and every keystroke runs one search over the index built once. The figures
 * are printed only; nothing is asserted about them.
 */
import { performance } from 'node:perf_hooks'
import { assemble, disassemble } from 'es-hangul'
import type { Department, Doctor } from '@/api/generated/hospital/model'
import { buildSearchIndex, search } from '@/features/hospital/lib/search'
import { buildWorld } from '../mocks/seed/build-world'

const QUERIES = ['ㄱㅅㅎ', '김성훈', '심장', '부정맥', '소아', '가슴 두근']
const WARMUP = 200
const REPETITIONS = 2000
const BUILDS = 500

interface Stats {
  mean: number
  p95: number
  max: number
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return { mean: samples.reduce((sum, x) => sum + x, 0) / samples.length, p95: at(0.95), max: sorted.at(-1)! }
}

const ms = (x: number) => x.toFixed(4)

/** What the search box holds after each key, as the keyboard composes syllables. */
function keystrokes(query: string): string[] {
  const letters = Array.from(disassemble(query))
  return letters.map((_, i) => assemble(letters.slice(0, i + 1)))
}

const world = buildWorld()
const departments = world.collections.departments as unknown as Department[]
const doctors = world.collections.doctors as unknown as Doctor[]

// Building the index: once per data load in the app.
for (let i = 0; i < 20; i++) buildSearchIndex(departments, doctors)
const builds: number[] = []
for (let i = 0; i < BUILDS; i++) {
  const start = performance.now()
  buildSearchIndex(departments, doctors)
  builds.push(performance.now() - start)
}
const index = buildSearchIndex(departments, doctors)

console.info(`Search index over ${departments.length} departments and ${doctors.length} doctors`)
const build = stats(builds)
console.info(
  `Index build (${BUILDS} builds): mean ${ms(build.mean)} ms, p95 ${ms(build.p95)} ms, max ${ms(build.max)} ms\n`,
)

console.info('Per keystroke (ms)            keys   mean      p95       max     found (departments/doctors)')
const everything: number[] = []
for (const query of QUERIES) {
  const keys = keystrokes(query)
  for (let r = 0; r < WARMUP; r++) for (const text of keys) search(index, text)
  const samples: number[] = []
  for (let r = 0; r < REPETITIONS; r++) {
    for (const text of keys) {
      const start = performance.now()
      search(index, text)
      samples.push(performance.now() - start)
    }
  }
  everything.push(...samples)
  const s = stats(samples)
  const final = search(index, query)
  console.info(
    `${`"${query}" (${keys.join(' ')})`.padEnd(30)} ${String(keys.length).padStart(4)}   ${ms(s.mean)}    ${ms(s.p95)}    ${ms(s.max)}  ${final?.departments.length ?? 0}/${final?.doctors.length ?? 0}`,
  )
}
const all = stats(everything)
console.info(
  `\nAll ${everything.length} keystrokes: mean ${ms(all.mean)} ms, p95 ${ms(all.p95)} ms, max ${ms(all.max)} ms`,
)
