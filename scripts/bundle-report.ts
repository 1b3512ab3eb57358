/**
 * Reads a Vite build (its manifest) and measures what the budgets are about, gzip-compressed:
 * the JavaScript a route needs on first load (the entry, its static imports and the route's
 * screen chunk with its static imports), the CSS that first load links, and each screen's own
 * chunk.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { mapsDirOf } from './vite/source-maps-aside.ts'

/** The budgets of the brief, gzip bytes (KB = 1024 bytes, as Lighthouse counts them). */
export const BUDGETS = {
  /** Production: the JavaScript the home screen needs on first load. */
  homeFirstLoad: 125 * 1024,
  /** Demo build: the JavaScript fetched before the first paint (the sandbox loads after it). */
  demoFirstPaint: 200 * 1024,
  /** Any one screen's own chunk. */
  screenChunk: 25 * 1024,
  /**
   * Production: the CSS the home screen's first load links (the shell, the shared pieces, home).
   * Every other screen brings its own; the web font's faces are linked apart (src/shared/ui/web-font).
   */
  homeFirstLoadCss: 8 * 1024,
}

export const HOME_SCREEN = 'src/features/home/screens/home/HomeScreen.tsx'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

export interface BundleReport {
  /** gzip bytes by output file. */
  gzip: Map<string, number>
  manifest: Manifest
  /** The entry and everything it imports statically: what every first load fetches. */
  entryFiles: string[]
  /** gzip bytes of the entry files. */
  entryBytes: number
  /** The files a screen's first load fetches: the entry's and the screen chunk's static graph. */
  firstLoadFiles(screenSrc: string): string[]
  /** gzip bytes to show a screen: entry graph + the screen's chunk graph (shared files counted once). */
  firstLoad(screenSrc: string): number
  /** The stylesheets a screen's first load links: those of the entry's and the screen chunk's static graph. */
  firstLoadCssFiles(screenSrc: string): string[]
  /** gzip bytes of those stylesheets. */
  firstLoadCss(screenSrc: string): number
  /** gzip bytes of a screen's own chunk (not the chunks it shares with others). */
  screenChunk(screenSrc: string): number
  screens(): string[]
}

/** The source files a set of built files was made from (their source maps). */
export function sourcesOf(outDir: string, files: Iterable<string>): string[] {
  // Production keeps its maps aside (scripts/vite/source-maps-aside.ts); the demo serves them.
  const maps = existsSync(mapsDirOf(outDir)) ? mapsDirOf(outDir) : outDir
  return [...files].flatMap((file) => {
    if (!file.endsWith('.js') || !existsSync(join(maps, `${file}.map`))) return []
    const map = JSON.parse(readFileSync(join(maps, `${file}.map`), 'utf8')) as { sources: string[] }
    return map.sources.map((source) => source.replace(/^(\.\.\/)+/, ''))
  })
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
  /** The manifest keys of a chunk's static graph. */
  const keys = (key: string, seen = new Set<string>()): Set<string> => {
    if (!manifest[key] || seen.has(key)) return seen
    seen.add(key)
    for (const dep of manifest[key].imports ?? []) keys(dep, seen)
    return seen
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)!
  const entryFiles = graph(entryKey)
  // Scripts the page loads beside the entry (scripts/vite/early-user-calls.ts) are first load too.
  const page = existsSync(join(outDir, 'index.html')) ? readFileSync(join(outDir, 'index.html'), 'utf8') : ''
  for (const [, file] of page.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)) entryFiles.add(file!)
  const sum = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + size(f), 0)
  const keyOf = (src: string) => Object.keys(manifest).find((key) => key === src || manifest[key]?.src === src)
  return {
    gzip,
    manifest,
    entryFiles: [...entryFiles],
    entryBytes: sum(entryFiles),
    firstLoadFiles(screenSrc) {
      const key = keyOf(screenSrc)
      if (key) return [...graph(key, new Set(entryFiles))]
      // A screen bundled into the first load itself (home) has no chunk of its own.
      if (sourcesOf(outDir, entryFiles).includes(screenSrc)) return [...entryFiles]
      throw new Error(`${screenSrc} is not in the build`)
    },
    firstLoad(screenSrc) {
      return sum(this.firstLoadFiles(screenSrc))
    },
    firstLoadCssFiles(screenSrc) {
      const screenKey = keyOf(screenSrc)
      const graphKeys = keys(entryKey, screenKey ? keys(screenKey) : new Set())
      return [...new Set([...graphKeys].flatMap((key) => manifest[key]?.css ?? []))]
    },
    firstLoadCss(screenSrc) {
      return this.firstLoadCssFiles(screenSrc).reduce((n, file) => n + size(file), 0)
    },
    screenChunk(screenSrc) {
      const chunk = manifest[keyOf(screenSrc) ?? '']
      if (!chunk) throw new Error(`${screenSrc} is not in the build`)
      return size(chunk.file)
    },
    screens: () => Object.keys(manifest).filter((key) => /src\/features\/.*Screen\.tsx$/.test(key)),
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const mark = (bytes: number, budget: number) =>
  `${kb(bytes).padStart(9)} / ${kb(budget)} ${bytes <= budget ? 'ok' : 'OVER'}`

/**
 * `npm run bench:bundle` (builds, then runs this): the figures the budgets are about, from
 * dist/ (production) and dist-demo/ (demo) as they are on disk.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const production = readBundle('dist')
  const demo = readBundle('dist-demo')
  console.info('gzip, measured on the built files (KB = 1024 bytes)')
  console.info(`production entry (every first load)   ${kb(production.entryBytes).padStart(9)}`)
  console.info(
    `production home first load            ${mark(production.firstLoad(HOME_SCREEN), BUDGETS.homeFirstLoad)}`,
  )
  console.info(`demo home before first paint          ${mark(demo.firstLoad(HOME_SCREEN), BUDGETS.demoFirstPaint)}`)
  console.info(
    `production home first-load CSS        ${mark(production.firstLoadCss(HOME_SCREEN), BUDGETS.homeFirstLoadCss)}`,
  )
  const faces = Object.values(production.manifest).find((chunk) => /\/pretendard-[^/]*\.css$/.test(chunk.file))
  if (faces) {
    const bytes = gzipSync(readFileSync(join('dist', faces.file)), { level: 9 }).length
    console.info(`  the web font's faces, linked apart    ${kb(bytes).padStart(9)} (src/shared/ui/web-font)`)
  }
  console.info(`\nproduction screen chunks (own chunk, budget ${kb(BUDGETS.screenChunk)} each)`)
  const rows = production.screens().map((screen) => ({ screen, bytes: production.screenChunk(screen) }))
  for (const { screen, bytes } of rows.sort((a, b) => b.bytes - a.bytes)) {
    console.info(`  ${mark(bytes, BUDGETS.screenChunk)}  ${screen.replace(/^src\/features\//, '')}`)
  }
}
