/**
 * The body of one operation broken one way at a time, from its schema and example: as null, an
 * array, a text or not JSON; each required field missing (through nested objects and the first
 * item of lists, and the oneOf branch the example is in); each field with each value its schema
 * refuses; each field at the edges of what it allows; and a field the contract does not know.
 */
import { brokenValues, edgeValues } from './invalid-values'
import type { OperationSpec, Schema } from './operation-spec'
import { requestWith, type Expectation, type RequestCase } from './example-request'

const MAX_DEPTH = 3

/** The oneOf branch an example belongs to (by the discriminator, or its const properties). */
function branchOf(schema: Schema, value: unknown): Schema {
  if (!schema.oneOf) return schema
  const record = (value ?? {}) as Record<string, unknown>
  return (
    schema.oneOf.find((branch) =>
      Object.entries(branch.properties ?? {}).every(
        ([key, property]) =>
          (property.const === undefined || property.const === record[key]) &&
          (!property.enum || property.enum.length > 1 || property.enum[0] === record[key]),
      ),
    ) ?? schema.oneOf[0]!
  )
}

/** The example with one value at `path` replaced (or removed). */
function withValue(example: unknown, path: Array<string | number>, value: unknown, remove = false): unknown {
  if (!path.length) return value
  const [head, ...rest] = path
  const copy = (Array.isArray(example) ? [...(example as unknown[])] : { ...(example as object) }) as Record<
    string | number,
    unknown
  >
  if (remove && rest.length === 0) delete copy[head!]
  else copy[head!] = withValue(copy[head!], rest, value, remove)
  return copy
}

interface Field {
  /** Where in the body (empty: the body itself). */
  path: Array<string | number>
  schema: Schema
  value: unknown
  /** The whole body this field sits in (an optional field's example put in first). */
  body: unknown
}

/** Every field of the body with the example's value: nested objects, the first item of arrays. */
function fieldsOf(schema: Schema, value: unknown, body: unknown, path: Field['path'] = []): Field[] {
  const branch = branchOf(schema, value)
  const fields: Field[] = [{ path, schema: branch, value, body }]
  if (path.length >= MAX_DEPTH) return fields
  if (branch.properties) {
    const record = (value ?? {}) as Record<string, unknown>
    for (const [key, property] of Object.entries(branch.properties)) {
      const inner = record[key] ?? property.example
      if (inner === undefined) continue
      const withInner = record[key] === undefined ? withValue(body, [...path, key], inner) : body
      fields.push(...fieldsOf(property, inner, withInner, [...path, key]))
    }
  }
  if (branch.type === 'array' && branch.items && Array.isArray(value) && value.length) {
    fields.push(...fieldsOf(branch.items, value[0], body, [...path, 0]))
  }
  return fields
}

const where = (path: Field['path']) => (path.length ? path.join('.') : 'body')

export function bodyCases(spec: OperationSpec): RequestCase[] {
  if (!spec.body) return []
  const send = (name: string, body: unknown, expect: Expectation): RequestCase => ({
    name,
    request: requestWith(spec, { body: JSON.stringify(body) }),
    expect,
  })
  const raw = ['null', '[]', '"text"', '42', '', '{', 'not json'].map((text) => ({
    name: `body ${JSON.stringify(text)}`,
    request: requestWith(spec, { body: text }),
    expect: 'refused' as const,
  }))
  const fields = fieldsOf(spec.body.schema, spec.body.example, spec.body.example)
  const broken = fields.flatMap((f) => [
    ...(f.schema.required ?? []).map((key) =>
      send(`${where(f.path)}: ${key} missing`, withValue(f.body, [...f.path, key], undefined, true), 'refused'),
    ),
    ...brokenValues(f.schema, f.value).map((b) =>
      send(`${where(f.path)}: ${b.what}`, withValue(f.body, f.path, b.value), 'refused'),
    ),
  ])
  const edges = fields.flatMap((f) =>
    edgeValues(f.schema).map((e) => send(`${where(f.path)}: ${e.what}`, withValue(f.body, f.path, e.value), 'valid')),
  )
  const extra = send(
    'body with a field the contract does not know',
    { ...(spec.body.example as object), notInContract: 'x' },
    'valid',
  )
  return [...raw, ...broken, ...edges, extra]
}
