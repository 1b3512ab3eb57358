/**
 * Reads a Vite build (its manifest) and measures what the budgets are about, gzip-compressed:
 * the JavaScript a route needs on first load (the entry, its static imports and the route's
 * screen chunk with its static imports) and each screen's own chunk.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

export interface BundleReport {
  /** gzip bytes by output file. */
  gzip: Map<string, number>
  manifest: Manifest
  /** gzip bytes of the entry and everything it imports statically. */
  entryBytes: number
  /** gzip bytes to show a screen: entry graph + the screen's chunk graph (shared files counted once). */
  firstLoad(screenSrc: string): number
  /** gzip bytes of a screen's own chunk (not the chunks it shares with others). */
  screenChunk(screenSrc: string): number
  screens(): string[]
}

export function readBundle(outDir: string): BundleReport {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const gzip = new Map<string, number>()
  const size = (file: string) => {
    if (!gzip.has(file)) gzip.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length)
    return gzip.get(file)!
  }
  const graph = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file)) return seen
    seen.add(chunk.file)
    for (const dep of chunk.imports ?? []) graph(dep, seen)
    return seen
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)!
  const entryFiles = graph(entryKey)
  const sum = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + size(f), 0)
  const keyOf = (src: string) => Object.keys(manifest).find((key) => key === src || manifest[key]?.src === src)
  return {
    gzip,
    manifest,
    entryBytes: sum(entryFiles),
    firstLoad(screenSrc) {
      const key = keyOf(screenSrc)
      if (!key) throw new Error(`${screenSrc} is not in the build`)
      return sum(graph(key, new Set(entryFiles)))
    },
    screenChunk(screenSrc) {
      const chunk = manifest[keyOf(screenSrc) ?? '']
      if (!chunk) throw new Error(`${screenSrc} is not in the build`)
      return size(chunk.file)
    },
    screens: () => Object.keys(manifest).filter((key) => /src\/features\/.*Screen\.tsx$/.test(key)),
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** `npx tsx scripts/bundle-report.ts [dist]`: prints the figures. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? 'dist'
  const report = readBundle(outDir)
  console.info(`${outDir}: entry JavaScript ${kb(report.entryBytes)} gzip`)
  console.info(`home first load: ${kb(report.firstLoad('src/features/home/screens/home/HomeScreen.tsx'))} gzip`)
  for (const screen of report.screens().sort()) {
    console.info(`  ${kb(report.screenChunk(screen)).padStart(9)}  ${screen.replace(/^src\/features\//, '')}`)
  }
}
