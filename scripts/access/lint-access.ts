/**
 * `npm run lint:contracts` (after Redocly): every operation says whose data it may touch. Fails
 * when an operation has no `x-access`, uses a word outside the vocabulary (contracts/access.ts),
 * is declared with a security scheme its caller does not take, names an object id (patient, user,
 * reception, bill, order ... in its path, query, headers or body) that its rule does not cover, or
 * covers a field it does not have; when its refusal is not among its documented answers; or when
 * it has limits but documents no 429.
 */
import {
  CALLER_SCHEMES,
  CALLERS,
  DEFAULT_REFUSAL,
  LIMIT_KEYS,
  OBJECT_ID_FIELDS,
  RELATIONS,
  type AccessCaller,
} from '../../contracts/access'
import { allOperationAccess, type OperationAccess } from './read-access'

/** The refusals each caller's check answers with (the sandbox's wrapper, a real server's filter). */
const CALLER_CODES: Partial<Record<AccessCaller, string[]>> = {
  account: ['UNAUTHORIZED', 'INVALID_TOKEN'],
  patient: ['UNAUTHORIZED', 'INVALID_TOKEN', 'PATIENT_NO_REQUIRED'],
  main: ['UNAUTHORIZED', 'INVALID_TOKEN', 'MAIN_TOKEN_REQUIRED'],
  'rx-patient': ['UNAUTHORIZED', 'INVALID_TOKEN'],
  kiosk: ['UNAUTHORIZED', 'KIOSK_ONLY'],
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value)

export function accessProblems(access: OperationAccess): string[] {
  const { written, fields, codes, schemes } = access
  if (!written || typeof written !== 'object') return ['has no x-access rule']
  const problems: string[] = []
  const known = new Set(['caller', 'objects', 'refusal', 'limits'])
  for (const key of Object.keys(written)) if (!known.has(key)) problems.push(`x-access has an unknown key "${key}"`)

  if (!isOneOf(CALLERS, written.caller)) {
    problems.push(`caller "${String(written.caller)}" is not one of ${CALLERS.join(', ')}`)
  } else {
    const scheme = CALLER_SCHEMES[written.caller]
    const declared = schemes.join('+') || undefined
    if (declared !== scheme) {
      problems.push(
        `caller ${written.caller} takes ${scheme ?? 'no credential'}, but security says ${declared ?? 'none'}`,
      )
    }
  }

  // What the sandbox answers before any handler runs must be written on the operation.
  for (const code of CALLER_CODES[written.caller as AccessCaller] ?? []) {
    if (!codes.has(code))
      problems.push(`caller ${String(written.caller)} can be refused with ${code}, which is not documented`)
  }

  const objects = written.objects ?? {}
  if (typeof objects !== 'object' || Array.isArray(objects)) problems.push('objects must be a map of field: relation')
  for (const [field, relation] of Object.entries(objects)) {
    if (!(field in OBJECT_ID_FIELDS)) problems.push(`objects names "${field}", which is not an object id field`)
    if (!fields.has(field)) problems.push(`objects names "${field}", which the request does not have`)
    if (!isOneOf(Object.keys(RELATIONS), relation))
      problems.push(`"${field}": relation "${String(relation)}" is unknown`)
  }
  for (const [field, place] of fields) {
    if (field in OBJECT_ID_FIELDS && !(field in objects)) {
      problems.push(
        `names ${OBJECT_ID_FIELDS[field as keyof typeof OBJECT_ID_FIELDS]} id "${field}" (${place}) with no rule`,
      )
    }
  }

  const refusal = written.refusal ?? DEFAULT_REFUSAL
  const refuses = Object.keys(objects).length > 0
  if (typeof refusal !== 'string') problems.push('refusal must be an ErrorResponse code')
  else if (refuses && !codes.has(refusal)) {
    problems.push(`refusal ${refusal} is not among the operation's documented answers`)
  }

  const limits = written.limits ?? []
  if (!Array.isArray(limits)) problems.push('limits must be a list')
  else {
    for (const limit of limits as Array<Record<string, unknown>>) {
      const ok =
        isOneOf(LIMIT_KEYS, limit.per) &&
        Number.isInteger(limit.max) &&
        Number(limit.max) > 0 &&
        Number.isInteger(limit.minutes) &&
        Number(limit.minutes) > 0
      if (!ok) problems.push(`limit ${JSON.stringify(limit)} needs per (${LIMIT_KEYS.join(', ')}), max and minutes`)
    }
    if (limits.length > 0 && !codes.has('TOO_MANY_ATTEMPTS'))
      problems.push('has limits but documents no 429 TOO_MANY_ATTEMPTS')
  }
  return problems
}

export function lintAccess(): string[] {
  return allOperationAccess().flatMap((access) =>
    accessProblems(access).map(
      (problem) => `${access.operation.service}.yaml ${access.operation.operationId}: ${problem}`,
    ),
  )
}

if (import.meta.main) {
  const problems = lintAccess()
  if (problems.length) {
    console.error(`x-access: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`)
    process.exit(1)
  }
  console.info(`x-access: every operation has an access rule that covers the ids it names.`)
}
