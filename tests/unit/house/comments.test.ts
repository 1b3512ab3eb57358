/**
 * The code explains itself to whoever reads the repository: no comment points at an issue number
 * of a tracker the repository does not hold (the word "issue" and a number), as the reader cannot follow it.
 * Say what the code does and why, instead.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../../..')
const SOURCES =
  /^(src|mocks|tests|scripts|\.storybook|contracts|docs|deploy)\/.*\.(ts|tsx|js|css|md|yaml|yml)$|^README\.md$/
const ISSUE_REFERENCE = /\bissues? #?\d+\b|\(#\d+\)/i

it('no file points at an issue number of a tracker outside the repository', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCES.test(file) && !file.startsWith('src/api/generated/'))
  expect(files.length).toBeGreaterThan(500)
  const found = files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (ISSUE_REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  )
  expect(found).toEqual([])
})
