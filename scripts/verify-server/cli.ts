/**
 * `npm run verify:server -- --base <url> [--rx-base <url>] [--token <t>] [--only <name>] [--writes] [--authz]`:
 * checks a running server (a backend team's local or staging one) against the contracts. Prints
 * a progress line per operation and a table at the end, writes junit.xml and report.html, and
 * exits 1 on any failure (2 when it could not run: wrong options, a server that does not answer).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { htmlReport } from './html-report'
import { junitXml } from './junit-report'
import { readOptions, UsageError, USAGE } from './options'
import { unknownNames } from './plan'
import { progressLine, table, totalsLine } from './report-table'
import { summarize, totalsOf } from './summary'
import { authzReport, verifyAuthz } from './authz/verify-authz'
import { contractSpecs, Unreachable, verifyServer } from './verify-server'

async function main(args: string[]): Promise<number> {
  const options = readOptions(args)
  if (!options) {
    console.info(USAGE)
    return 0
  }
  const specs = contractSpecs()
  const unknown = unknownNames(specs, [...options.only, ...options.skip])
  if (unknown.length) throw new UsageError(`not a service or operationId of the contracts: ${unknown.join(', ')}`)
  if (options.authz) {
    console.info(`Authorization matrix against ${[options.base, options.rxBase].filter(Boolean).join(', ')}`)
    const run = await verifyAuthz(options)
    console.info(authzReport(run))
    if (run.results.length === 0) throw new Unreachable('no operation could be checked (no tokens for any role?)')
    return run.results.every((result) => result.ok) ? 0 : 1
  }
  const where = [options.base && `hospital API ${options.base}`, options.rxBase && `e-prescription ${options.rxBase}`]
  console.info(
    `Verifying ${where.filter(Boolean).join(', ')} against contracts/ (${options.writes ? 'with writes' : 'read-only'}; the app's origin ${options.origin})`,
  )
  const run = await verifyServer(options, specs, (result, index, total) =>
    console.info(progressLine(summarize(result), index, total)),
  )
  const summaries = run.results.map(summarize)
  const totals = totalsOf(summaries)
  const totalsText = totalsLine(run, totals)
  console.info(`\n${table(summaries)}\n\n${totalsText}`)

  mkdirSync(options.out, { recursive: true })
  const junitFile = join(options.out, 'junit.xml')
  const htmlFile = join(options.out, 'report.html')
  writeFileSync(junitFile, junitXml(run, summaries))
  writeFileSync(htmlFile, htmlReport(run, summaries, totals, totalsText.split('\n').slice(1)))
  console.info(`Reports: ${relative(process.cwd(), junitFile)}, ${relative(process.cwd(), htmlFile)}`)
  return totals.failedOperations > 0 ? 1 : 0
}

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  if (!(error instanceof UsageError || error instanceof Unreachable)) throw error
  console.error(
    error instanceof Unreachable ? `The server does not answer: ${error.message}` : `${error.message}\n\n${USAGE}`,
  )
  process.exitCode = 2
}
