/**
 * A short tag of a token (FNV-1a): tells sessions apart without storing the token twice. Plain
 * and self-contained: the built page's early calls script carries this function as it is
 * (scripts/vite/early-user-calls.ts).
 */
export function tokenTag(token: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}
