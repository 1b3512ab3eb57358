/**
 * The CI step of `npm test`: when contracts/ changed since the merge base with main, prints what
 * the change breaks (npm run contracts:diff against that merge base). A report for the reviewer,
 * not a gate: a breaking change may be what the backend teams agreed to. Fails only when the
 * report cannot be made.
 */
import { contractsDiff, git } from './cli'

function mainRef(): string | undefined {
  for (const ref of ['main', 'origin/main']) {
    try {
      git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`)
      return ref
    } catch {
      // not here: try the next
    }
  }
  return undefined
}

const main = mainRef()
if (!main) {
  console.info('No main branch in this clone to compare the contracts with: nothing to report.')
} else {
  const base = git('merge-base', 'HEAD', main).trim()
  const changed = git('diff', '--name-only', base, '--', 'contracts/').trim()
  if (!changed) console.info(`contracts/ has not changed since the merge base with ${main} (${base.slice(0, 7)}).`)
  else process.exitCode = await contractsDiff([base], `the merge base with ${main}`)
}
