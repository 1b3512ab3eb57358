/**
 * Fails when the committed generated client is not what the contracts produce: regenerates
 * src/api/generated from contracts/ and compares every file with what was there before.
 * The fresh output is left in place, ready to review and commit.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { writeAccessRules } from './access/write-access-rules'

const root = join(import.meta.dirname, '..')
const generatedDir = join(root, 'src/api/generated')

function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true, encoding: 'utf8' })
  } catch {
    return files
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'))
  }
  return files
}

const before = snapshot(generatedDir)
execFileSync('npx', ['orval'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
// The access rules the sandbox enforces, read from the same contracts (scripts/access).
writeAccessRules()
const after = snapshot(generatedDir)

const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file))
if (changed.length > 0) {
  console.error(`The generated client was stale: ${changed.length} file(s) differ from a fresh generation:`)
  for (const file of changed.slice(0, 20)) console.error(`  ${file}`)
  console.error('It has been regenerated from contracts/; review and commit src/api/generated.')
  process.exit(1)
}
console.info(`Generated client matches the contracts (${after.size} files).`)
