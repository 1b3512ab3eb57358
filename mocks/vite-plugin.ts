/**
 * Gives the browser the seeded world without shipping the generators: the world is built here,
 * in Node, when Vite serves or builds, and the page imports it as data from
 * `virtual:sandbox-world` (demo mode, Storybook, browser tests).
 */
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { buildWorld } from './seed/build-world'

const VIRTUAL_ID = 'virtual:sandbox-world'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

export function sandboxWorld(): Plugin {
  return {
    name: 'sandbox-world',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      const json = JSON.stringify(buildWorld())
      const worldId = createHash('sha256').update(json).digest('hex').slice(0, 12)
      // JSON.parse of a string literal parses faster than the same object as JavaScript.
      return `export const worldId = ${JSON.stringify(worldId)}\nexport default JSON.parse(${JSON.stringify(json)})`
    },
  }
}
