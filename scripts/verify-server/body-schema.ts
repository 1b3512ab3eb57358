/**
 * An answer's body against the schema the contract gives it, by Ajv (JSON Schema 2020-12, as
 * OpenAPI 3.1 writes schemas) with the standard formats. Each problem names the field by its
 * path in the body (`cars[0].carNumber`) and what was there instead.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'

// OpenAPI's own words (example, discriminator) are not JSON Schema's: `strict: false` lets them be.
const ajv = new Ajv2020({ allErrors: true, strict: false })
addFormats(ajv)
// A file's bytes: nothing to check in JSON.
ajv.addFormat('binary', true)

/** By the schema's text: the operations' `$ref`s are followed into copies, and ErrorResponse is everywhere. */
const compiled = new Map<string, ValidateFunction>()

export interface FieldProblem {
  /** Where in the body: `cars[0].carNumber`, or `body` for the body itself. */
  field: string
  message: string
}

/** At most this many problems per body (a list of a hundred wrong items says it once each). */
const MAX_PROBLEMS = 8

function fieldPath(pointer: string, extra?: string): string {
  const parts = [...pointer.split('/').slice(1), ...(extra === undefined ? [] : [extra])].map((part) =>
    part.replaceAll('~1', '/').replaceAll('~0', '~'),
  )
  if (!parts.length) return 'body'
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '')
}

function valueAt(body: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (at, part) =>
        at && typeof at === 'object' ? (at as Record<string, unknown>)[part.replaceAll('~1', '/')] : undefined,
      body,
    )
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

function problemOf(error: ErrorObject, body: unknown): FieldProblem {
  const params = error.params as Record<string, unknown>
  if (error.keyword === 'required') {
    return { field: fieldPath(error.instancePath, String(params.missingProperty)), message: 'is missing (required)' }
  }
  if (error.keyword === 'additionalProperties') {
    return {
      field: fieldPath(error.instancePath, String(params.additionalProperty)),
      message: 'is not in the contract',
    }
  }
  const allowed = error.keyword === 'enum' ? ` (${(params.allowedValues as unknown[]).join(', ')})` : ''
  return {
    field: fieldPath(error.instancePath),
    message: `${error.message ?? error.keyword}${allowed}, got ${shown(valueAt(body, error.instancePath))}`,
  }
}

/** What is wrong with this body under this schema (empty when it conforms). */
export function schemaProblems(schema: object, body: unknown): FieldProblem[] {
  const key = JSON.stringify(schema)
  let validate = compiled.get(key)
  if (!validate) {
    validate = ajv.compile(schema)
    compiled.set(key, validate)
  }
  if (validate(body)) return []
  const seen = new Set<string>()
  const problems: FieldProblem[] = []
  // oneOf's own summary says less than the branch errors around it.
  for (const error of (validate.errors ?? []).filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'if')) {
    const problem = problemOf(error, body)
    const key = `${problem.field} ${problem.message}`
    if (seen.has(key)) continue
    seen.add(key)
    problems.push(problem)
  }
  if (!problems.length) problems.push({ field: 'body', message: ajv.errorsText(validate.errors) })
  return problems.slice(0, MAX_PROBLEMS)
}
