/**
 * Gives the browser the seeded world without shipping the generators: the world is built in
 * Node when Vite serves or builds, and the page imports it as data from `virtual:sandbox-world`
 * (demo mode, Storybook, browser tests). The seed runs in a child process (tsx) so this plugin
 * loads in any config loader, Storybook's included.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const VIRTUAL_ID = 'virtual:sandbox-world'
const RESOLVED_ID = `\0${VIRTUAL_ID}`
const ROOT = fileURLToPath(new URL('..', import.meta.url))

function seededWorldJson(): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'mocks/seed/print-world.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
}

export function sandboxWorld(): Plugin {
  let module: string | undefined
  return {
    name: 'sandbox-world',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      if (!module) {
        const json = seededWorldJson()
        const worldId = createHash('sha256').update(json).digest('hex').slice(0, 12)
        // JSON.parse of a string literal parses faster than the same object as JavaScript.
        module = `export const worldId = ${JSON.stringify(worldId)}\nexport default JSON.parse(${JSON.stringify(json)})`
      }
      return module
    },
  }
}
