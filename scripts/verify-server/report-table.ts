/**
 * What the terminal shows: a progress line per operation while it runs, then one table: each
 * operation with the requests sent and held, and under it what failed (with the field's path in
 * the body), then the totals.
 */
import type { OperationSummary, RunTotals } from './summary'
import type { VerifyRun } from './verify-server'

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const thousands = (n: number) => n.toLocaleString('en-US')

export function progressLine(summary: OperationSummary, index: number, total: number): string {
  const width = String(total).length
  const position = `[${String(index + 1).padStart(width)}/${total}]`
  const outcome = summary.failures.length ? `FAILED (${summary.failures.length})` : 'ok'
  const ms = summary.result.cases.reduce((sum, sent) => sum + sent.ms, 0)
  return `${position} ${summary.service}/${summary.operationId}: ${summary.sent} sent, ${summary.held} held, ${outcome} (${seconds(ms)})`
}

export function table(summaries: readonly OperationSummary[]): string {
  const nameWidth = Math.max(9, ...summaries.map((s) => s.service.length + 1 + s.operationId.length))
  const head = `${'operation'.padEnd(nameWidth)}  ${'sent'.padStart(5)}  ${'held'.padStart(5)}  what failed`
  const lines = [head, '-'.repeat(Math.max(head.length, 72))]
  for (const s of summaries) {
    const name = `${s.service}/${s.operationId}`.padEnd(nameWidth)
    const first = s.failures[0]
    const firstText = first ? failureText(first) : s.note ? `(${s.note})` : ''
    lines.push(`${name}  ${String(s.sent).padStart(5)}  ${String(s.held).padStart(5)}  ${firstText}`.trimEnd())
    for (const failure of s.failures.slice(1)) lines.push(`${''.padEnd(nameWidth + 16)}${failureText(failure)}`)
    if (first && s.note) lines.push(`${''.padEnd(nameWidth + 16)}(${s.note})`)
  }
  return lines.join('\n')
}

const failureText = (failure: OperationSummary['failures'][number]) =>
  `${failure.what}  [${failure.seenOn}${failure.count > 1 ? `, and ${failure.count - 1} more` : ''}]`

export function totalsLine(run: VerifyRun, totals: RunTotals): string {
  const parts = [
    `${totals.operations} ${totals.operations === 1 ? 'operation' : 'operations'}, ${thousands(totals.sent)} requests in ${seconds(run.ms)}:`,
    `${thousands(totals.held)} held, ${thousands(totals.sent - totals.held)} failed`,
    `(${totals.failedOperations} ${totals.failedOperations === 1 ? 'operation' : 'operations'} with failures).`,
  ]
  const notes: string[] = []
  const tokenless = run.results.filter((result) => !result.letIn).length
  if (tokenless)
    notes.push(`${tokenless} secured calls had no token: only their refusals were checked (give --token or --tokens).`)
  if (run.writesLeftOut.length)
    notes.push(`${run.writesLeftOut.length} calls that change data were not sent (add --writes on a staging server).`)
  for (const [base, flag, what] of [
    ['main', '--base', 'the hospital API'],
    ['rx', '--rx-base', 'the e-prescription service'],
  ] as const) {
    const left = run.withoutBase.filter((spec) => spec.operation.base === base).length
    if (left) notes.push(`${left} calls of ${what} were not sent (no ${flag}).`)
  }
  return [parts.join(' '), ...notes].join('\n')
}
