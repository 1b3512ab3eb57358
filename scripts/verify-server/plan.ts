/**
 * Which operations are verified, in what order, read from the contracts alone:
 * - a call is safe (changes nothing) when it is a GET or a POST marked `x-query` (it only reads),
 *   unless `x-verify-safe` says otherwise (a GET that changes data, a POST that only looks up);
 * - read-only by default: the safe calls only; `--writes` adds the others after them, in contract
 *   order, each call marked `x-verify-undoes: <operationId>` right after the call it takes back
 *   (book, then cancel), and the calls marked `x-verify-last` (they end the account) at the end.
 */
import type { OperationSpec } from '../../tests/support/contract-fuzz/operation-spec'

export interface PlanOptions {
  writes: boolean
  only: string[]
  skip: string[]
}

export interface Plan {
  /** The operations to verify, in order. */
  run: OperationSpec[]
  /** Calls that change data, left out because --writes was not given. */
  writesLeftOut: OperationSpec[]
}

export const isSafe = (spec: OperationSpec): boolean =>
  spec.verify.safe ?? (spec.operation.method === 'get' || spec.operation.isQuery)

const named = (spec: OperationSpec, names: readonly string[]) =>
  names.includes(spec.operation.service) || names.includes(spec.operation.operationId)

/** Writes in contract order, each undo right after what it undoes, the account's end last. */
function orderWrites(writes: readonly OperationSpec[]): OperationSpec[] {
  const present = new Set(writes.map((spec) => spec.operation.operationId))
  const undoing = (spec: OperationSpec) => spec.verify.undoes !== undefined && present.has(spec.verify.undoes)
  const ordered: OperationSpec[] = []
  const place = (spec: OperationSpec) => {
    ordered.push(spec)
    for (const undo of writes.filter(
      (other) => other.verify.undoes === spec.operation.operationId && !other.verify.last,
    ))
      place(undo)
  }
  for (const spec of writes.filter((spec) => !spec.verify.last && !undoing(spec))) place(spec)
  return [...ordered, ...writes.filter((spec) => spec.verify.last)]
}

export function planRun(specs: readonly OperationSpec[], options: PlanOptions): Plan {
  const chosen = specs.filter(
    (spec) => (options.only.length === 0 || named(spec, options.only)) && !named(spec, options.skip),
  )
  const reads = chosen.filter(isSafe)
  const writes = chosen.filter((spec) => !isSafe(spec))
  return options.writes
    ? { run: [...reads, ...orderWrites(writes)], writesLeftOut: [] }
    : { run: reads, writesLeftOut: writes }
}

/** Names in --only or --skip that are neither a service nor an operationId of the contracts. */
export function unknownNames(specs: readonly OperationSpec[], names: readonly string[]): string[] {
  const known = new Set(specs.flatMap((spec) => [spec.operation.service, spec.operation.operationId]))
  return names.filter((name) => !known.has(name))
}
