/**
 * Values a schema does not allow, each broken in one way: the wrong type, null, outside an enum,
 * too long or too short, against its pattern or format, below its minimum or above its maximum,
 * too few or too many items. Generated from the schema alone, so a new field gets its broken
 * requests without anyone writing them.
 */
import type { Schema } from './operation-spec'

export interface Broken {
  /** What is wrong with it, for the failure message. */
  what: string
  value: unknown
}

const NOT_LISTED = 'NOT_IN_THE_CONTRACT'
/** Short texts tried against a pattern: the first one it refuses is used. */
const PATTERN_BREAKERS = ['!', '%', ' ', '가', 'x', '0', 'A', '-1', '0000000000000']

function patternBreaker(schema: Schema): string | undefined {
  if (!schema.pattern) return undefined
  const pattern = new RegExp(schema.pattern, 'u')
  return PATTERN_BREAKERS.find(
    (text) => !pattern.test(text) && text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? 1e9),
  )
}

function brokenStrings(schema: Schema): Broken[] {
  const broken: Broken[] = [{ what: 'a number for a string', value: 12345 }]
  if (schema.enum || schema.const !== undefined) broken.push({ what: 'a value not listed', value: NOT_LISTED })
  if (schema.maxLength !== undefined) {
    broken.push({ what: `longer than ${schema.maxLength}`, value: 'x'.repeat(schema.maxLength + 1) })
  }
  if ((schema.minLength ?? 0) > 0) broken.push({ what: `shorter than ${schema.minLength}`, value: '' })
  const breaker = patternBreaker(schema)
  if (breaker !== undefined) broken.push({ what: `against the pattern ${schema.pattern}`, value: breaker })
  if (schema.format === 'date') broken.push({ what: 'not a date', value: '2026-13-45' })
  if (schema.format === 'date-time') broken.push({ what: 'not a date-time', value: 'yesterday' })
  if (schema.format === 'uuid') broken.push({ what: 'not a uuid', value: 'not-a-uuid' })
  return broken
}

function brokenNumbers(schema: Schema): Broken[] {
  const broken: Broken[] = [{ what: 'a text for a number', value: 'x' }]
  if (schema.type === 'integer') broken.push({ what: 'not a whole number', value: 1.5 })
  if (schema.minimum !== undefined) broken.push({ what: `below ${schema.minimum}`, value: schema.minimum - 1 })
  if (schema.maximum !== undefined) broken.push({ what: `above ${schema.maximum}`, value: schema.maximum + 1 })
  if (schema.enum) broken.push({ what: 'a value not listed', value: Math.max(...(schema.enum as number[])) + 1 })
  return broken
}

function brokenArrays(schema: Schema, example: unknown): Broken[] {
  const items = Array.isArray(example) && example.length ? example : []
  const broken: Broken[] = [
    { what: 'a text for an array', value: 'x' },
    { what: 'an object for an array', value: {} },
  ]
  if ((schema.minItems ?? 0) > 0) broken.push({ what: `fewer than ${schema.minItems} items`, value: [] })
  if (schema.maxItems !== undefined && items.length) {
    const many = Array.from({ length: schema.maxItems + 1 }, (_, i) => items[i % items.length] as unknown)
    broken.push({ what: `more than ${schema.maxItems} items`, value: many })
  }
  if (schema.uniqueItems && items.length) broken.push({ what: 'the same item twice', value: [items[0], items[0]] })
  return broken
}

/** Every way this schema is broken by one value, null included. */
export function brokenValues(schema: Schema, example?: unknown): Broken[] {
  const nullValue: Broken = { what: 'null', value: null }
  if (schema.oneOf) return [nullValue, { what: 'a text for an object', value: 'x' }]
  switch (schema.type) {
    case 'string':
      return [nullValue, ...brokenStrings(schema)]
    case 'integer':
    case 'number':
      return [nullValue, ...brokenNumbers(schema)]
    case 'boolean':
      return [nullValue, { what: 'a text for a boolean', value: 'yes' }]
    case 'array':
      return [nullValue, ...brokenArrays(schema, example)]
    case 'object':
      return [nullValue, { what: 'a text for an object', value: 'x' }, { what: 'an array for an object', value: [] }]
    default:
      return []
  }
}

/**
 * Path and query values are text: the ways to break one as text (a type cannot be wrong
 * except for numbers, and null cannot be sent).
 */
export function brokenTexts(schema: Schema): Broken[] {
  return brokenValues(schema)
    .filter((b) => b.value !== null && typeof b.value !== 'object')
    .filter((b) => !(schema.type === 'string' && typeof b.value === 'number'))
    .filter((b) => b.value !== '')
    .map((b) => ({ what: b.what, value: String(b.value) }))
}

/**
 * Values at the edges of what a schema allows (the shortest and longest text without a
 * pattern, the smallest and largest number, every enum value): the contract allows them, so
 * the sandbox must not refuse them as invalid.
 */
export function edgeValues(schema: Schema): Broken[] {
  if (schema.enum) return schema.enum.map((value) => ({ what: `listed value ${String(value)}`, value }))
  if (schema.type === 'string' && !schema.pattern && !schema.format && schema.const === undefined) {
    const edges: Broken[] = []
    if (schema.maxLength !== undefined) {
      edges.push({ what: `exactly ${schema.maxLength} long`, value: 'x'.repeat(schema.maxLength) })
    }
    if ((schema.minLength ?? 0) > 0) {
      edges.push({ what: `exactly ${schema.minLength} long`, value: 'x'.repeat(schema.minLength!) })
    }
    return edges
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    return [schema.minimum, schema.maximum]
      .filter((n): n is number => n !== undefined)
      .map((value) => ({ what: `at ${value}`, value }))
  }
  return []
}
