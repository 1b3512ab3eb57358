/**
 * What a contract says about one operation, `$ref`s followed: its parameters and body with their
 * schemas and examples, and for every answer it lists, the `code`s that answer may carry (the
 * names of the ErrorResponse examples the contract gives for it).
 */
import type { ContractOperation } from '../../../contracts/read-contracts'
import { contractDocument, deref } from '../contract-documents'

/** The JSON Schema words the contracts use. */
export interface Schema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array'
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  const?: unknown
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  uniqueItems?: boolean
  oneOf?: Schema[]
  discriminator?: { propertyName: string; mapping?: Record<string, string> }
  example?: unknown
}

export interface ParameterSpec {
  name: string
  in: 'path' | 'query'
  required: boolean
  schema: Schema
  example: unknown
}

export interface AnswerSpec {
  status: number
  /** Binary answers (the report PDF) have no JSON schema. */
  contentType: string | undefined
  /** The ErrorResponse codes the contract lists for this answer. */
  codes: string[]
}

export interface OperationSpec {
  operation: ContractOperation
  description: string | undefined
  parameters: ParameterSpec[]
  body: { schema: Schema; example: unknown } | undefined
  answers: Map<number, AnswerSpec>
}

interface MediaType {
  schema?: Schema
  example?: { code?: string }
  examples?: Record<string, { value?: { code?: string } }>
}

export function operationSpec(operation: ContractOperation): OperationSpec {
  const doc = contractDocument(operation.service) as { paths: Record<string, Record<string, unknown>> }
  const op = deref(doc.paths[operation.path]![operation.method], operation.service) as {
    description?: string
    parameters?: Array<ParameterSpec & { schema: Schema }>
    requestBody?: { content: Record<string, MediaType & { example?: unknown }> }
    responses: Record<string, { content?: Record<string, MediaType> }>
  }
  const parameters = (op.parameters ?? []).map((p) => ({
    name: p.name,
    in: p.in,
    required: p.required ?? p.in === 'path',
    schema: p.schema,
    example: p.example,
  }))
  const bodyMedia = op.requestBody ? Object.values(op.requestBody.content)[0] : undefined
  const answers = new Map<number, AnswerSpec>()
  for (const [status, response] of Object.entries(op.responses)) {
    const [contentType, media] = Object.entries(response.content ?? {})[0] ?? []
    const codes = [
      ...Object.values(media?.examples ?? {}).map((e) => e.value?.code),
      media?.example && typeof media.example === 'object' ? media.example.code : undefined,
    ].filter((code): code is string => typeof code === 'string')
    answers.set(Number(status), { status: Number(status), contentType, codes })
  }
  return {
    operation,
    description: op.description,
    parameters,
    body: bodyMedia?.schema ? { schema: bodyMedia.schema, example: bodyMedia.example } : undefined,
    answers,
  }
}
