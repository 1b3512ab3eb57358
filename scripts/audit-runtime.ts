/**
 * `npm test`'s advisory check of what ships to phones: `npm audit --omit=dev --audit-level=high`
 * (the runtime dependencies only; the tools that build and test never reach a phone).
 *
 * It fails on a high or critical advisory. When the registry does not answer audit requests
 * (a mirror or proxy that serves packages but refuses the advisory endpoint, as this build
 * machine's does with 405), it says so plainly and passes: the packages were not checked, which
 * is not the same as a finding, and failing every run for it would teach people to ignore the
 * step. `AUDIT_REQUIRED=1` (for a CI whose registry answers) makes that case fail too.
 * See docs/dependencies.md.
 */
import { spawnSync } from 'node:child_process'

const LEVELS = ['info', 'low', 'moderate', 'high', 'critical'] as const
type Level = (typeof LEVELS)[number]

interface AuditReport {
  vulnerabilities?: Record<string, { severity: Level; via: unknown[]; fixAvailable: unknown }>
  metadata?: { vulnerabilities: Record<Level | 'total', number>; dependencies?: { prod?: number } }
  message?: string
  statusCode?: number
  error?: { summary?: string; detail?: string }
}

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
})

let report: AuditReport | undefined
try {
  report = JSON.parse(run.stdout) as AuditReport
} catch {
  report = undefined
}

if (!report?.metadata) {
  // No report: the registry (or the network) refused the advisory request.
  const why =
    report?.message ??
    report?.error?.summary ??
    (run.error?.message || run.stderr.trim().split('\n').pop() || 'no answer')
  console.warn(`audit: the registry did not answer the advisory request (${why}).`)
  console.warn('audit: the runtime dependencies were NOT checked for advisories on this machine.')
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0)
}

const counts = report.metadata.vulnerabilities
const serious = (counts.high ?? 0) + (counts.critical ?? 0)
console.info(
  `audit: runtime dependencies: ${LEVELS.map((level) => `${counts[level] ?? 0} ${level}`).join(', ')}` +
    (report.metadata.dependencies?.prod ? ` (${report.metadata.dependencies.prod} packages)` : ''),
)
for (const [name, found] of Object.entries(report.vulnerabilities ?? {})) {
  const titles = found.via
    .map((via) => (typeof via === 'object' && via && 'title' in via ? String(via.title) : String(via)))
    .join('; ')
  console.info(`  ${found.severity.padEnd(8)} ${name}: ${titles}`)
}
process.exit(serious > 0 ? 1 : 0)
