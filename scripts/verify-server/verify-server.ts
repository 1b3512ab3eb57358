/**
 * A whole run: every operation of the contracts the options choose, in the plan's order, one
 * after the other (a write's effect is seen by the next call, as in the app), with what a
 * booking returned carried to the cancel that takes it back.
 */
import { LIMITS } from '@/shared/config/constants'
import { listAllOperations } from '../../contracts/read-contracts'
import { operationSpec, type OperationSpec } from '../../tests/support/contract-fuzz/operation-spec'
import type { VerifyOptions } from './options'
import { planRun } from './plan'
import { send, isAnswer } from './send'
import { verifyOperation, type OperationResult, type VerifyContext } from './verify-operation'

export interface VerifyRun {
  options: VerifyOptions
  startedAt: Date
  ms: number
  results: OperationResult[]
  /** Calls that change data, not sent because --writes was not given. */
  writesLeftOut: OperationSpec[]
  /** Operations of a base that was not given (--rx-base). */
  withoutBase: OperationSpec[]
}

export class Unreachable extends Error {}

/** Every operation of every contract, as the contracts in this checkout say. */
export const contractSpecs = (): OperationSpec[] => listAllOperations().map((operation) => operationSpec(operation))

/** Fails at once when a base does not answer at all (a wrong port, a server not started). */
async function checkReachable(base: string, timeoutMs: number): Promise<void> {
  const answer = await send(`${base}/`, { method: 'GET', path: '/', headers: {} }, timeoutMs)
  if (!isAnswer(answer)) throw new Unreachable(`${base}: ${answer.failure}`)
}

export async function verifyServer(
  options: VerifyOptions,
  specs: readonly OperationSpec[],
  onOperation: (result: OperationResult, index: number, total: number) => void = () => undefined,
): Promise<VerifyRun> {
  const startedAt = new Date()
  const started = performance.now()
  const plan = planRun(specs, options)
  const bases = { main: options.base, rx: options.rxBase }
  const run = plan.run.filter((spec) => bases[spec.operation.base] !== undefined)
  const context: VerifyContext = {
    bases,
    tokens: { token: options.token, rxToken: options.rxToken, tokens: options.tokens },
    origin: options.origin,
    timeoutMs: LIMITS.httpTimeoutMs,
  }
  for (const base of new Set(run.map((spec) => bases[spec.operation.base]!))) {
    await checkReachable(base, context.timeoutMs)
  }
  const results: OperationResult[] = []
  const accepted = new Map<string, Record<string, unknown>>()
  for (const [index, spec] of run.entries()) {
    const undone = spec.verify.undoes === undefined ? undefined : accepted.get(spec.verify.undoes)
    const result = await verifyOperation(spec, context, undone)
    if (result.accepted) accepted.set(spec.operation.operationId, result.accepted)
    results.push(result)
    onOperation(result, index, run.length)
  }
  return {
    options,
    startedAt,
    ms: Math.round(performance.now() - started),
    results,
    writesLeftOut: plan.writesLeftOut,
    withoutBase: plan.run.filter((spec) => bases[spec.operation.base] === undefined),
  }
}
