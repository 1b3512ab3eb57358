/**
 * A known path asked with a method it does not have answers 405 with an `Allow` header (the
 * methods its operations have) and an ErrorResponse, as a real server does; only paths no
 * operation has are unknown. These handlers go after every operation's.
 */
import type { BaseName } from '../../../contracts/read-contracts'
import { errorResponse } from './operation'
import { REASONS } from './refusal'
import type { Route } from './router'

export interface RoutedOperation {
  method: string
  path: string
  base: BaseName
}

const segments = (path: string) => path.replace(/\/+$/, '').split('/')

/** Whether a contract path (`{param}` style) matches a request path (decoded or not). */
export function matches(template: string, path: string): boolean {
  const want = segments(template)
  const got = segments(path)
  return (
    want.length === got.length && want.every((part, i) => (/^\{\w+\}$/.test(part) ? got[i] !== '' : part === got[i]))
  )
}

/** The methods a path of one base answers, upper case in contract order; empty for an unknown path. */
export function allowedMethods(operations: readonly RoutedOperation[], base: BaseName, path: string): string[] {
  const methods = operations.filter((op) => op.base === base && matches(op.path, path)).map((op) => op.method)
  return [...new Set(methods.map((m) => m.toUpperCase()))]
}

/** The 405 answer for a path (relative to its base) that exists with other methods, or undefined. */
export function methodNotAllowed(
  operations: readonly RoutedOperation[],
  base: BaseName,
  path: string,
  requestPath: string = path,
): Response | undefined {
  const allow = allowedMethods(operations, base, path)
  if (!allow.length) return undefined
  const response = errorResponse(405, 'METHOD_NOT_ALLOWED', REASONS.METHOD_NOT_ALLOWED, requestPath)
  response.headers.set('Allow', allow.join(', '))
  return response
}

/** The path part of a base URL: absolute (tests), relative (the demo's `/`, `/rx`) or any host (`*`). */
function basePathOf(prefix: string): string {
  if (prefix.startsWith('*')) return prefix.slice(1)
  return new URL(prefix || '/', 'http://localhost').pathname.replace(/\/$/, '')
}

/** One catch-all route per contract path under its base URL, for the methods it lacks. */
export function methodNotAllowedRoutes(
  operations: readonly RoutedOperation[],
  bases: Record<BaseName, string>,
): Route[] {
  const templates = new Map(operations.map((op) => [`${op.base} ${op.path}`, op]))
  return [...templates.values()].map(({ base, path }) => {
    const prefix = bases[base].replace(/\/$/, '')
    const basePath = basePathOf(prefix)
    return {
      method: 'all',
      path: `${prefix}${path.replace(/\{(\w+)\}/g, ':$1')}`,
      respond: (request) => {
        const requestPath = new URL(request.url).pathname
        return methodNotAllowed(operations, base, requestPath.slice(basePath.length), requestPath)
      },
    }
  })
}
