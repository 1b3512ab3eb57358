/**
 * A run read back per operation, for the table, the JUnit XML and the HTML report: how many
 * requests were sent and held, and each distinct failure once with the request it was first seen
 * on and how often.
 */
import type { Problem } from './answer-check'
import type { VerifyRun } from './verify-server'
import type { OperationResult } from './verify-operation'

export interface Failure {
  /** `field: what is wrong`, or what is wrong. */
  what: string
  /** The request it was first seen on, with the answer's status. */
  seenOn: string
  /** How many requests of the operation had it. */
  count: number
}

export interface OperationSummary {
  service: string
  operationId: string
  method: string
  path: string
  proposal: boolean
  sent: number
  held: number
  failures: Failure[]
  note: string | undefined
  result: OperationResult
}

export const describeProblem = (problem: Problem) =>
  problem.field ? `${problem.field}: ${problem.message}` : problem.message

export function summarize(result: OperationResult): OperationSummary {
  const failures = new Map<string, Failure>()
  for (const sent of result.cases) {
    for (const problem of sent.problems) {
      const what = describeProblem(problem)
      const known = failures.get(what)
      if (known) known.count += 1
      else failures.set(what, { what, seenOn: `${sent.name} → ${sent.status ?? 'no answer'}`, count: 1 })
    }
  }
  const { operation } = result.spec
  return {
    service: operation.service,
    operationId: operation.operationId,
    method: operation.method.toUpperCase(),
    path: operation.path,
    proposal: operation.proposal,
    sent: result.cases.length,
    held: result.cases.filter((sent) => sent.problems.length === 0).length,
    failures: [...failures.values()],
    note: result.note,
    result,
  }
}

export interface RunTotals {
  operations: number
  failedOperations: number
  sent: number
  held: number
}

export function totalsOf(summaries: readonly OperationSummary[]): RunTotals {
  return {
    operations: summaries.length,
    failedOperations: summaries.filter((s) => s.failures.length > 0).length,
    sent: summaries.reduce((n, s) => n + s.sent, 0),
    held: summaries.reduce((n, s) => n + s.held, 0),
  }
}

export const summarizeRun = (run: VerifyRun) => run.results.map(summarize)
