/**
 * `npm run contracts:diff -- <git ref>`: what the contracts in this checkout (as they are now,
 * edits not yet committed included) change against the contracts at that ref, and which of those
 * changes a server or the app would break on. Prints the report; exits 0 whatever it finds (a
 * report, not a gate), 2 when it cannot run (an unknown ref).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { diffContracts } from './diff-contracts'
import { diffReport } from './report'

const USAGE = `npm run contracts:diff -- <git ref>

Compares contracts/ now with contracts/ at <git ref> (a branch, tag or commit: main, HEAD~3,
$(git merge-base HEAD main)) and prints what a server or the app would break on, apart from what
is compatible. Rated by Redocly CLI's diff.`

const root = join(import.meta.dirname, '../..')
export const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 100_000_000, stdio: ['ignore', 'pipe', 'pipe'] })

/** Writes the contract files of a commit into `dir`. */
function contractsAt(commit: string, dir: string): void {
  mkdirSync(dir, { recursive: true })
  const files = git('ls-tree', '--name-only', `${commit}:contracts`)
    .split('\n')
    .filter((file) => file.endsWith('.yaml'))
  for (const file of files) writeFileSync(join(dir, file), git('show', `${commit}:contracts/${file}`))
}

const servicesIn = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.yaml') && file !== 'components.yaml')
    .map((file) => file.replace(/\.yaml$/, ''))

/** Prints the report for `args` (the ref), naming the ref `label` if given; the exit code. */
export async function contractsDiff(args: string[], label?: string): Promise<number> {
  const ref = args.find((arg) => !arg.startsWith('-'))
  if (!ref || args.includes('--help') || args.includes('-h')) {
    console.info(USAGE)
    return ref ? 0 : 2
  }
  let commit: string
  try {
    commit = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`).trim()
  } catch {
    console.error(`Not a git ref here: ${ref}\n\n${USAGE}`)
    return 2
  }
  const work = mkdtempSync(join(tmpdir(), 'contracts-diff-'))
  try {
    contractsAt(commit, join(work, 'base'))
    const now = join(root, 'contracts')
    const services = [...new Set([...servicesIn(join(work, 'base')), ...servicesIn(now)])].sort()
    const diff = await diffContracts(join(work, 'base'), now, services)
    const name = label ?? (commit.startsWith(ref) ? commit.slice(0, 7) : ref)
    console.info(diffReport(diff, `${name}${name.includes(commit.slice(0, 7)) ? '' : ` (${commit.slice(0, 7)})`}`))
    return 0
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

if (process.argv[1] === import.meta.filename) process.exitCode = await contractsDiff(process.argv.slice(2))
