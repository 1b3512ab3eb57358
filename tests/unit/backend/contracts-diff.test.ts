/**
 * `npm run contracts:diff`: a copy of the contracts changed the ways that break a server or the
 * app (an operation, a field and a status removed, a request limit narrowed, a new required
 * input) and the ways that do not (an optional field added, a description reworded), and the
 * report puts each where it belongs.
 */
import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { SERVICES } from '../../../contracts/read-contracts'
import { diffContracts } from '../../../scripts/contracts-diff/diff-contracts'
import { diffReport } from '../../../scripts/contracts-diff/report'

const root = join(import.meta.dirname, '../../..')

type Node = Record<string, Record<string, unknown>>

/** contracts/ copied twice, the second with outpatient.yaml changed by `change`. */
function copies(change: (doc: { paths: Record<string, Node>; components: { schemas: Node } }) => void) {
  const work = mkdtempSync(join(tmpdir(), 'contracts-diff-test-'))
  for (const dir of ['base', 'revision']) cpSync(join(root, 'contracts'), join(work, dir), { recursive: true })
  const file = join(work, 'revision/outpatient.yaml')
  const doc = parse(readFileSync(file, 'utf8')) as Parameters<typeof change>[0]
  change(doc)
  writeFileSync(file, stringify(doc))
  return { base: join(work, 'base'), revision: join(work, 'revision') }
}

/** The report's lines between a heading and the next blank line. */
const sectionOf = (report: string, heading: string) => {
  const start = report.indexOf(heading)
  return start < 0 ? '' : report.slice(start, report.indexOf('\n\n', start))
}

describe('npm run contracts:diff', () => {
  it('reports what breaks a server or the app apart from what is compatible', async () => {
    const { base, revision } = copies((doc) => {
      const { paths, components } = doc
      delete paths['/api/outpatient/appointment/test'] // an operation removed
      const dates =
        paths['/api/outpatient/appointment/doctor/{departmentCode}/{doctorCode}/{visitType}/{startDate}/{endDate}']!
      delete (dates.get!.responses as Record<string, unknown>)['409'] // a status removed
      const schemas = components.schemas
      delete (schemas.AppointmentCreateResult!.properties as Record<string, unknown>).location // an answer's field removed
      const cancel = schemas.AppointmentCancelRequest!.properties as Record<string, { maxLength: number }>
      cancel.appointmentId!.maxLength = 32 // a request's limit narrowed
      const clinic = paths['/api/outpatient/appointment/clinic']!.get!
      clinic.parameters = [
        { name: 'month', in: 'query', required: true, schema: { type: 'string', maxLength: 7 }, example: '2026-11' },
      ] // a new required input
      const create = schemas.AppointmentCreateRequest!.properties as Record<string, unknown>
      create.memo = { type: 'string', maxLength: 100 } // an optional field added
      clinic.description = '다시 쓴 설명' // words only
    })
    const report = diffReport(await diffContracts(base, revision, SERVICES), 'main')

    expect(report).toMatch(/^Contracts changed since main: outpatient\.yaml\n/)
    const breaking = sectionOf(report, 'Breaks a server or the app')
    expect(breaking).toMatch(
      /outpatient {2}\/api\/outpatient\/appointment\/test {2}listTestAppointments\n {4}✖ .*removed/,
    )
    expect(breaking).toMatch(/listAvailableDates\n {4}✖ 409 answer: Response `409` was removed\./)
    expect(breaking).toMatch(
      /createAppointment\n {4}✖ 200 answer location: Property `location` .* was removed\..*\[answers\]/,
    )
    expect(breaking).toMatch(
      /cancelAppointment\n {4}✖ request body appointmentId · maxLength: .*'64' to '32'.*\[requests\]/,
    )
    expect(breaking).toMatch(
      /listClinicAppointments\n {4}✖ parameters: Required `month` query parameter was added\..*\[requests\]/,
    )
    expect(sectionOf(report, 'Compatible')).toMatch(/createAppointment\n {4}\+ request body memo: added/)
    expect(report).toContain('Wording only (descriptions, summaries, examples, x- marks): 1 in 1 operations')
    expect(report).toMatch(/\n5 breaking changes in 5 operations\.$/)
  }, 60_000)

  it('runs on a git ref, and says so when the ref is not one', async () => {
    const run = (ref: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/contracts-diff/cli.ts', ref], {
        cwd: root,
      }).then(
        (result) => ({ code: 0, ...result }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      )
    const head = await run('HEAD')
    expect(head.code).toBe(0)
    expect(head.stdout).toMatch(/^(No contract changed since HEAD|Contracts changed since HEAD) \(/)
    const unknown = await run('no-such-ref')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Not a git ref here: no-such-ref')
  }, 60_000)
})
