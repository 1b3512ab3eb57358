import { describe, expect, it } from 'vitest'
import { compareVersions, isOlderVersion } from './version'

describe('dotted numeric version comparison', () => {
  it.each([
    ['2.10.0', '2.9.3', 1],
    ['2.9.3', '2.10.0', -1],
    ['2.1', '2.1.0', 0],
    ['1.0.0', '1.0.0', 0],
    ['3', '2.99.99', 1],
    ['2.4.1-beta', '2.4.1', 0],
    ['2.4.10', '2.4.9', 1],
  ] as const)('%s against %s is %i (numbers, not text)', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected)
  })

  it('tells an installed shell older than the latest release', () => {
    expect(isOlderVersion('2.4.9', '2.5.0')).toBe(true)
    expect(isOlderVersion('2.5.0', '2.5.0')).toBe(false)
    expect(isOlderVersion('2.6.0', '2.5.0')).toBe(false)
  })
})
