/**
 * The run as one self-contained HTML page (no script, no file beside it): the verdict, a row per
 * operation, and per operation every request sent with its answer and problems. Rendered by Eta
 * from report.eta; Eta escapes every value (a server's answer may hold anything).
 */
import { Eta } from 'eta'
import type { OperationSummary, RunTotals } from './summary'
import type { VerifyRun } from './verify-server'

const eta = new Eta({ views: import.meta.dirname, autoEscape: true, autoTrim: false })

export function htmlReport(run: VerifyRun, summaries: readonly OperationSummary[], totals: RunTotals, notes: string[]) {
  const { options } = run
  return eta.render('./report', {
    target: [options.base, options.rxBase].filter(Boolean).join(' and '),
    startedAt: run.startedAt.toISOString(),
    seconds: `${(run.ms / 1000).toFixed(1)} s`,
    mode: options.writes ? 'with the calls that change data (--writes)' : 'read-only',
    origin: options.origin,
    failed: totals.failedOperations > 0,
    totals,
    notes,
    summaries: summaries.map((s) => ({ ...s, description: s.result.spec.description })),
  })
}
