import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

/**
 * The product spec lives beside the project (../shared/spec). A fresh clone elsewhere may not
 * have it next door, so the usual places are tried in turn; HOSPITAL_SPEC_DIR wins.
 */
export function findSpecFile(name: string): string | undefined {
  const candidates = [
    process.env.HOSPITAL_SPEC_DIR,
    join(repoRoot, '..', 'shared', 'spec'),
    '/work/shared/spec',
  ].filter((dir): dir is string => Boolean(dir))
  return candidates.map((dir) => join(dir, name)).find((file) => existsSync(file))
}
