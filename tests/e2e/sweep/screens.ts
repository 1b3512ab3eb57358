/**
 * The screens the text sweep visits, read from the one route table (src/shared/routes/
 * route-table.ts). Read as text: the table is a plain object literal, and importing it would need
 * the bundler's `import.meta.env` outside the bundler. `routes()` fails loudly when the table
 * changes shape, so the sweep never silently visits nothing.
 */
import { readFileSync } from 'node:fs'

export type Access = 'open' | 'login' | 'patient' | 'inpatient'

export interface SweepRoute {
  name: string
  path: string
  access: Access
  /** Sends the visitor on to another route: the sweep visits that one instead. */
  redirects: boolean
}

const TABLE = new URL('../../../src/shared/routes/route-table.ts', import.meta.url)

export function routes(): SweepRoute[] {
  const source = readFileSync(TABLE, 'utf8')
  // The app's routes only (the development examples come after them).
  const app = source.slice(source.indexOf('const APP_ROUTES'), source.indexOf('const DEV_ROUTES'))
  const found = [...app.matchAll(/^ {2}(\w+): \{([^}]*)\}/gms)].map(([, name, body]) => {
    const path = /path: '([^']+)'/.exec(body!)?.[1]
    const access = /\.\.\.(open|login|patient|inpatient)\b/.exec(body!)?.[1] as Access | undefined
    if (!path || !access) throw new Error(`route-table.ts: cannot read the route ${name}`)
    return { name: name!, path, access, redirects: body!.includes('redirectTo') }
  })
  if (found.length < 90) throw new Error(`route-table.ts: read ${found.length} routes, expected about 100`)
  return found
}

/** The route a path of the app belongs to (`:param` segments match any one segment). */
export function routeOfPath(all: SweepRoute[], pathname: string): SweepRoute | undefined {
  const decoded = pathname.replace(/\/$/, '') || '/'
  // Fixed segments first: /common/inquiry/new before /common/inquiry/:inquiryId.
  const ranked = [...all].sort((a, b) => a.path.split(':').length - b.path.split(':').length)
  return ranked.find((route) => {
    const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')
    return new RegExp(`^${pattern}$`).test(decoded)
  })
}

export type SweepPersona = 'none' | 'newcomer' | 'outpatient' | 'inpatient' | 'checkup' | 'family'

/**
 * What each persona may open. The public screens (hospital guides, departments, notices) are the
 * same for everyone: the signed-out visitor sweeps them once; each signed-in persona sweeps home
 * and every screen that shows their own data.
 */
const ACCESS: Record<SweepPersona, Access[]> = {
  none: ['open'],
  newcomer: ['login'],
  outpatient: ['login', 'patient'],
  checkup: ['login', 'patient'],
  family: ['login', 'patient'],
  inpatient: ['login', 'patient', 'inpatient'],
}

export const mayOpen = (persona: SweepPersona, route: SweepRoute) =>
  route.name === 'home' || ACCESS[persona].includes(route.access)

/** The screens a persona's sweep starts from: those without parameters in their path. */
export const startingScreens = (persona: SweepPersona, all: SweepRoute[]) =>
  all.filter((route) => !route.redirects && !route.path.includes(':') && mayOpen(persona, route))
