/**
 * The run as JUnit XML for the backend team's CI (junit-report-builder): a suite per service, a
 * test case per operation, failing with every distinct failure and the requests it was seen on;
 * an operation that could not be let in (no token) is skipped.
 */
import junit from 'junit-report-builder'
import type { OperationSummary } from './summary'
import type { VerifyRun } from './verify-server'

export function junitXml(run: VerifyRun, summaries: readonly OperationSummary[]): string {
  const builder = junit.newBuilder()
  const services = [...new Set(summaries.map((s) => s.service))]
  for (const service of services) {
    const suite = builder.testSuite().name(`contract: ${service}`).timestamp(run.startedAt)
    for (const s of summaries.filter((summary) => summary.service === service)) {
      const ms = s.result.cases.reduce((sum, sent) => sum + sent.ms, 0)
      const testCase = suite
        .testCase()
        .className(`contract.${service}`)
        .name(`${s.operationId} (${s.method} ${s.path})`)
        .time(ms / 1000)
      const requests = s.result.cases.map(
        (sent) =>
          `${sent.problems.length ? 'FAIL' : 'ok  '} ${sent.method} ${sent.path} -> ${sent.status ?? 'no answer'} (${sent.ms} ms) ${sent.name}`,
      )
      testCase.standardOutput(requests.join('\n'))
      if (s.failures.length) {
        const message = s.failures.map((f) => `${f.what} [${f.seenOn}${f.count > 1 ? ` +${f.count - 1}` : ''}]`)
        testCase.failure(message.join('\n'), 'ContractViolation')
      } else if (!s.result.letIn) {
        testCase.skipped()
      }
    }
  }
  return builder.build()
}
