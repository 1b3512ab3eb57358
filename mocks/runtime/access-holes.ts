/**
 * Operations whose object checks are switched off: a hole re-opened on purpose, so a test (and
 * `npm run verify:server -- --authz` against `SANDBOX_ACCESS_HOLES=... npm run mock:server`) can
 * show that the authorization matrix finds it and names the operation. Empty unless asked.
 */
export const accessHoles = new Set<string>()
