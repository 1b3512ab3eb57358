/**
 * One command (`npm run generate`) turns every contract into TanStack Query hooks and Zod
 * schemas under src/api/generated/<service>/. Each base URL has its own hand-written fetch
 * mutator; the operations that the contract secures get `security: 'bearer'` (or `'bearer-main'`
 * for the main account's token) in their request options, so the mutator attaches the token
 * exactly where the contract says.
 */
import { defineConfig, type Options } from 'orval'
import { SERVICES, baseOf, listOperations, type ServiceName } from './contracts/read-contracts'

const MUTATORS = {
  main: { path: './src/api/http/main-fetch.ts', name: 'mainFetch' },
  rx: { path: './src/api/http/rx-fetch.ts', name: 'rxFetch' },
} as const

/**
 * Orval writes one file per tag in `tags-split` mode. Handing it each operation under its own
 * tag (the contracts keep one tag per service) gives one module per operation behind the
 * service's barrel (`src/api/generated/<service>/index.ts`), so the bundler puts each call in the
 * chunk of the screens that use it: the first load carries only the calls the shell and home
 * make, not every call of the services they touch.
 */
function onePerOperation<Spec extends { paths?: object }>(spec: Spec): Spec {
  for (const pathItem of Object.values(spec.paths ?? {}) as Array<Record<string, unknown>>) {
    for (const operation of Object.values(pathItem)) {
      const op = operation as { operationId?: string; tags?: string[] } | null
      if (op && typeof op === 'object' && op.operationId) op.tags = [op.operationId]
    }
  }
  return spec
}

/** The mutator's name for each credential the app holds (a kiosk's key is never the app's). */
const SECURITY = { current: 'bearer', main: 'bearer-main', rx: 'bearer-rx' } as const

function clientConfig(service: ServiceName): Options {
  const operations = listOperations(service)
  return {
    input: {
      target: `./contracts/${service}.yaml`,
      parserOptions: { externalRefs: { allow: ['./components.yaml'] } },
      override: { transformer: onePerOperation },
    },
    output: {
      target: `./src/api/generated/${service}/${service}.ts`,
      schemas: `./src/api/generated/${service}/model`,
      client: 'react-query',
      httpClient: 'fetch',
      mode: 'tags-split',
      clean: true,
      formatter: 'prettier',
      // Every path parameter is percent-encoded: a value from a link can never add a path
      // segment, a query or a fragment to the call (the fetcher refuses what still looks like one).
      urlEncodeParameters: true,
      // Header parameters become arguments (the proxy payer's X-Patient-Birth-Date: kept out of URLs).
      headers: true,
      override: {
        mutator: MUTATORS[baseOf(service)],
        fetch: { includeHttpResponseReturnType: false },
        query: { signal: true, shouldExportKeys: true, version: 5 },
        operations: Object.fromEntries(
          operations.map((op) => [
            op.operationId,
            {
              requestOptions: {
                operationId: op.operationId,
                ...(op.token && op.token !== 'kiosk' ? { security: SECURITY[op.token] } : {}),
              },
              // A POST that only reads (x-query): query options and keys, like a GET.
              ...(op.isQuery ? { query: { useQuery: true, useMutation: false } } : {}),
            },
          ]),
        ),
      },
    },
  }
}

/**
 * The Zod side: per operation the params, body and response schemas, plus one reusable schema
 * per contract component. The app never loads these in production; the response check (dev,
 * tests, demo) and the sandbox (request validation, mock database collections) do.
 */
function zodConfig(service: ServiceName): Options {
  return {
    input: {
      target: `./contracts/${service}.yaml`,
      parserOptions: { externalRefs: { allow: ['./components.yaml'] } },
    },
    output: {
      target: `./src/api/generated/${service}/${service}.zod.ts`,
      client: 'zod',
      mode: 'single',
      formatter: 'prettier',
      override: {
        zod: { version: 4, generateReusableSchemas: true, generate: { header: false } },
      },
    },
  }
}

export default defineConfig(
  Object.fromEntries(
    SERVICES.flatMap((s) => [
      [s, clientConfig(s)],
      [`${s}Zod`, zodConfig(s)],
    ]),
  ),
)
