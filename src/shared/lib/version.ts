/**
 * Dotted numeric version comparison (spec section 5 helpers): 2.10.0 is newer than 2.9.3, and a
 * missing part counts as 0 (2.1 equals 2.1.0). Anything after a part's digits (2.1.0-beta) is
 * ignored, so a shell's build suffix does not decide.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const parts = (version: string) =>
    version
      .trim()
      .split('.')
      .map((part) => Number.parseInt(part, 10) || 0)
  const left = parts(a)
  const right = parts(b)
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0)
    if (difference !== 0) return difference > 0 ? 1 : -1
  }
  return 0
}

/** True when `installed` is older than `latest`. */
export const isOlderVersion = (installed: string, latest: string): boolean => compareVersions(installed, latest) < 0
