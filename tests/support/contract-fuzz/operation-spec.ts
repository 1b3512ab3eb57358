/**
 * What a contract says about one operation, `$ref`s followed: its parameters and body with their
 * schemas and examples, the security schemes it asks for, for every answer it lists the schema
 * and the `code`s that answer may carry (the names of the ErrorResponse examples the contract
 * gives for it), and how the server verifier treats it (`x-verify-*`).
 */
import type { ContractOperation, ServiceName } from '../../../contracts/read-contracts'
import { contractDocument, deref } from '../contract-documents'
import { sandboxToken } from '../sandbox-auth'

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
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: Schema
  example: unknown
}

export interface AnswerSpec {
  status: number
  /** Binary answers (the report PDF) have no JSON schema. */
  contentType: string | undefined
  /** The answer's body schema as the contract writes it (JSON Schema 2020-12, `$ref`s followed). */
  schema: object | undefined
  /** The ErrorResponse codes the contract lists for this answer. */
  codes: string[]
}

/** Where one security scheme's credential goes in a request. */
export interface SecuritySchemeSpec {
  /** The scheme's name in `components.securitySchemes` (bearerAuth, mainBearerAuth ...). */
  name: string
  in: 'header' | 'query'
  /** The header or query parameter that carries it. */
  parameter: string
  /** Written before the token (`Bearer ` for HTTP bearer, OAuth 2 and OpenID Connect). */
  prefix: string
}

/** The credentials a request that should be let in carries, by header and query parameter. */
export interface Credentials {
  headers: Record<string, string>
  query: Record<string, string>
}

export const NO_CREDENTIALS: Credentials = { headers: {}, query: {} }

/** The contract's `x-verify-*` markings, for the server verifier (scripts/verify-server). */
export interface VerifyMarks {
  /** `x-verify-safe`: overrides what the method says (a GET that changes data, a POST that only reads). */
  safe: boolean | undefined
  /** `x-verify-undoes`: the operation whose result this one takes back (cancel after book). */
  undoes: string | undefined
  /** `x-verify-last`: ends the account its token belongs to, so it goes after every other call. */
  last: boolean
  /** `x-verify-cors: false`: not called from the app's origin (a hospital kiosk's call): no CORS check. */
  cors: boolean
}

export interface OperationSpec {
  operation: ContractOperation
  description: string | undefined
  parameters: ParameterSpec[]
  body: { schema: Schema; example: unknown } | undefined
  answers: Map<number, AnswerSpec>
  /** The schemes of the operation's (first) security requirement; empty when it is public. */
  security: SecuritySchemeSpec[]
  /** What the requests that should be let in carry (the sandbox persona's token by default). */
  credentials: Credentials
  verify: VerifyMarks
}

interface MediaType {
  schema?: Schema
  example?: { code?: string }
  examples?: Record<string, { value?: { code?: string } }>
}

interface SecuritySchemeObject {
  type?: string
  scheme?: string
  in?: string
  name?: string
}

interface ServiceDocument {
  security?: Array<Record<string, unknown>>
  paths: Record<string, Record<string, unknown>>
  components?: { securitySchemes?: Record<string, SecuritySchemeObject> }
}

/** Where a scheme's credential goes: HTTP schemes and OAuth in Authorization, API keys where they say. */
function schemeSpec(name: string, scheme: SecuritySchemeObject): SecuritySchemeSpec {
  if (scheme.type === 'apiKey' && (scheme.in === 'header' || scheme.in === 'query') && scheme.name) {
    return { name, in: scheme.in, parameter: scheme.name, prefix: '' }
  }
  const prefix = scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic' ? 'Basic ' : 'Bearer '
  return { name, in: 'header', parameter: 'Authorization', prefix }
}

function securityOf(doc: ServiceDocument, op: { security?: Array<Record<string, unknown>> }, service: ServiceName) {
  const requirement = (op.security ?? doc.security ?? [])[0] ?? {}
  const schemes = deref(doc.components?.securitySchemes ?? {}, service) as Record<string, SecuritySchemeObject>
  return Object.keys(requirement).map((name) => schemeSpec(name, schemes[name] ?? {}))
}

/** The credentials that carry these tokens, one per scheme (a scheme without a token is left out). */
export function credentialsFor(
  security: readonly SecuritySchemeSpec[],
  tokenOf: (scheme: SecuritySchemeSpec) => string | undefined,
): Credentials {
  const credentials: Credentials = { headers: {}, query: {} }
  for (const scheme of security) {
    const token = tokenOf(scheme)
    if (token === undefined) continue
    const place = scheme.in === 'header' ? credentials.headers : credentials.query
    place[scheme.parameter] = `${scheme.prefix}${token}`
  }
  return credentials
}

export function operationSpec(operation: ContractOperation): OperationSpec {
  const doc = contractDocument(operation.service) as unknown as ServiceDocument
  const raw = doc.paths[operation.path]![operation.method] as Record<string, unknown>
  const op = deref(raw, operation.service) as {
    description?: string
    security?: Array<Record<string, unknown>>
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
    answers.set(Number(status), { status: Number(status), contentType, schema: media?.schema, codes })
  }
  const security = securityOf(doc, op, operation.service)
  return {
    operation,
    description: op.description,
    parameters,
    body: bodyMedia?.schema ? { schema: bodyMedia.schema, example: bodyMedia.example } : undefined,
    answers,
    security,
    credentials: credentialsFor(security, (scheme) => sandboxToken(operation, scheme.name)),
    verify: {
      safe: typeof raw['x-verify-safe'] === 'boolean' ? raw['x-verify-safe'] : undefined,
      undoes: typeof raw['x-verify-undoes'] === 'string' ? raw['x-verify-undoes'] : undefined,
      last: raw['x-verify-last'] === true,
      cors: raw['x-verify-cors'] !== false,
    },
  }
}
