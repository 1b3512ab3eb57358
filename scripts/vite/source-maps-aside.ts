/**
 * Production source maps stay off the phones: the build makes hidden maps (no
 * `sourceMappingURL` comment) and this plugin moves them out of the served folder into
 * `<outDir>-sourcemaps/`, kept for error reports and for the bundle report.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'

export const mapsDirOf = (outDir: string): string => `${outDir.replace(/\/$/, '')}-sourcemaps`

export function sourceMapsAside(): Plugin {
  let outDir = 'dist'
  return {
    name: 'source-maps-aside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    writeBundle(_, bundle) {
      const mapsDir = mapsDirOf(outDir)
      rmSync(mapsDir, { recursive: true, force: true })
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const target = join(mapsDir, fileName)
        mkdirSync(dirname(target), { recursive: true })
        renameSync(join(outDir, fileName), target)
      }
    },
  }
}
