import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

export const ROOT = join(import.meta.dirname, '../..')
export const PRODUCTION = join(ROOT, 'dist')
export const DEMO = join(ROOT, 'dist-demo')
/** Production source maps live beside the build, never in the served folder. */
export const PRODUCTION_MAPS = join(ROOT, 'dist-sourcemaps')

/** Where a build's source maps are: aside for production, served with the demo. */
const mapsOf = (outDir: string) => (outDir === PRODUCTION ? PRODUCTION_MAPS : outDir)

/** Every file of a build, relative to its folder. */
export function filesOf(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)))
}

/** The text the browser receives: the HTML, JavaScript and CSS (not the source maps). */
export function shippedText(outDir: string): Array<{ file: string; text: string }> {
  return filesOf(outDir)
    .filter((file) => /\.(html|js|css)$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(outDir, file), 'utf8') }))
}

/** Every source file the build's JavaScript was made from (read from the source maps). */
export function bundledSources(outDir: string): string[] {
  const sources = new Set<string>()
  const maps = mapsOf(outDir)
  for (const file of filesOf(maps).filter((name) => name.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(join(maps, file), 'utf8')) as { sources: string[] }
    for (const source of map.sources) sources.add(source.replace(/^(\.\.\/)+/, ''))
  }
  return [...sources]
}
