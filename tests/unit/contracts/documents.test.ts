import { describe, expect, it } from 'vitest'
import { SERVICES, readContract, type HttpMethod } from '../../../contracts/read-contracts'

interface Response {
  $ref?: string
  content?: Record<string, { schema?: { $ref?: string } }>
}
interface Operation {
  operationId: string
  description?: string
  'x-app-proposal'?: boolean
  security?: unknown[]
  responses: Record<string, Response>
}

describe.each(SERVICES)('contracts/%s.yaml', (service) => {
  const doc = readContract(service) as unknown as {
    security?: unknown[]
    paths: Record<string, Partial<Record<HttpMethod, Operation>>>
  }
  const operations: Operation[] = Object.values(doc.paths).flatMap((item) => Object.values(item))

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s answers 200 with a named schema and documents its errors',
    (_, op) => {
      const ok = op.responses['200']
      const media = Object.values(ok?.content ?? {})[0]
      expect(media?.schema?.$ref, 'the 200 body is a named schema').toMatch(/#\/components\/schemas\/\w+$/)
      expect(op.responses['400'] ?? op.responses['404'], 'a 4xx answer').toBeDefined()
      expect(op.responses['500'], 'a 500 answer').toBeDefined()
      const secured = (op.security ?? doc.security ?? []).length > 0
      if (secured) {
        expect(op.responses['401'], '401 where a token is needed').toBeDefined()
        expect(op.responses['403'], '403 where a token is needed').toBeDefined()
      }
    },
  )

  it('says in every proposal of the app team that it is one, for the backend team', () => {
    for (const op of operations.filter((o) => o['x-app-proposal'] === true)) {
      expect(op.description, op.operationId).toContain('앱 팀이 백엔드 팀에 제안하는 호출입니다')
    }
  })
})
