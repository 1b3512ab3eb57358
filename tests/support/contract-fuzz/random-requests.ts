/**
 * Random requests for one operation (fast-check, seeded per operation: the same requests on
 * every run): bodies shaped by the contract's schema but filled with random texts, numbers in
 * and out of range, optional fields now there and now not, and now and then any JSON at all;
 * random texts for the path and query parameters. Whatever comes back must be an answer the
 * contract lists.
 */
import fc from 'fast-check'
import { bodySchema } from '../client'
import type { OperationSpec, Schema } from './operation-spec'
import { requestWith, type RequestCase } from './example-request'

const SEED = 20261123
const MAX_DEPTH = 4

function text(schema: Schema): fc.Arbitrary<string> {
  const max = (schema.maxLength ?? 40) + 3
  const random = fc.string({ unit: 'grapheme', maxLength: max })
  if (schema.enum) return fc.oneof(fc.constantFrom(...(schema.enum as string[])), random)
  if (typeof schema.const === 'string') return fc.constant(schema.const)
  if (schema.pattern) return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), random)
  if (schema.format === 'date') {
    const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    return fc.oneof(
      day.map((d) => d.toISOString().slice(0, 10)),
      random,
    )
  }
  return random
}

function number(schema: Schema): fc.Arbitrary<number> {
  const min = (schema.minimum ?? -1_000_000) - 2
  const max = (schema.maximum ?? 1_000_000) + 2
  if (schema.enum) return fc.oneof(fc.constantFrom(...(schema.enum as number[])), fc.integer({ min, max }))
  return schema.type === 'integer'
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
    : fc.double({ min, max, noNaN: true })
}

/** Values shaped by the schema, now and then anything at all. */
export function shapedBy(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const shaped = ((): fc.Arbitrary<unknown> => {
    if (schema.oneOf) return fc.oneof(...schema.oneOf.map((branch) => shapedBy(branch, depth)))
    switch (schema.type) {
      case 'string':
        return text(schema)
      case 'integer':
      case 'number':
        return number(schema)
      case 'boolean':
        return fc.boolean()
      case 'array':
        return depth >= MAX_DEPTH
          ? fc.constant([])
          : fc.array(shapedBy(schema.items ?? {}, depth + 1), { maxLength: (schema.maxItems ?? 3) + 1 })
      default: {
        if (!schema.properties || depth >= MAX_DEPTH) return fc.constant({})
        const model = Object.fromEntries(
          Object.entries(schema.properties).map(([key, property]) => [key, shapedBy(property, depth + 1)]),
        )
        return fc.record(model, { requiredKeys: schema.required ?? [] })
      }
    }
  })()
  return fc.oneof({ arbitrary: shaped, weight: 9 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 })
}

function seedOf(operationId: string): number {
  let h = SEED
  for (const ch of operationId) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0
  return h
}

/**
 * `runs` random bodies (with the example's parameters) and `runs` random parameter sets (with
 * the example's body). A random body the contract's own Zod schema accepts must not be refused
 * as invalid: that would be the sandbox refusing what the contract allows.
 */
export function randomCases(spec: OperationSpec, runs: number): RequestCase[] {
  const { service, operationId } = spec.operation
  const seed = seedOf(operationId)
  const bodies = spec.body ? fc.sample(shapedBy(spec.body.schema), { seed, numRuns: runs }) : []
  const bodyCheck = bodySchema(service, operationId)
  const bodyCases = bodies.map((body, i) => ({
    name: `random body ${i + 1}: ${JSON.stringify(body)?.slice(0, 200)}`,
    request: requestWith(spec, { body: JSON.stringify(body) ?? 'null' }),
    expect: bodyCheck?.safeParse(body).success ? ('valid' as const) : ('listed' as const),
  }))
  if (!spec.parameters.length) return bodyCases
  const parameters = fc.record(
    Object.fromEntries(
      spec.parameters.map((p) => [p.name, fc.oneof(text(p.schema), fc.string({ unit: 'grapheme', minLength: 1 }))]),
    ),
  )
  const parameterCases = fc.sample(parameters, { seed: seed + 1, numRuns: runs }).map((values, i) => {
    const path: Record<string, string> = {}
    const query: Record<string, string> = {}
    for (const p of spec.parameters) {
      const value = values[p.name] as string
      // An empty, . or .. path segment is another address (URLs normalise them), not this operation.
      if (p.in === 'path') path[p.name] = ['', '.', '..'].includes(value) ? String(p.example) : value
      else query[p.name] = value
    }
    return {
      name: `random parameters ${i + 1}: ${JSON.stringify(values).slice(0, 200)}`,
      request: requestWith(spec, { path, query }),
      expect: 'listed' as const,
    }
  })
  return [...bodyCases, ...parameterCases]
}
