/**
 * Where the hosting tests' pieces are: the two production builds (versions A and B, against the
 * mock API), the folder nginx serves (`current`, a symlink the update test switches), and nginx's
 * own prefix (its configuration, pid and temp files: nginx runs as the user, on a free port).
 * Ports follow E2E_PORT, so two checkouts can run side by side.
 */
import { join } from 'node:path'

const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)

export const HOSTING_PORT = E2E_PORT + 2
export const HOSTING_URL = `http://localhost:${HOSTING_PORT}`
export const HOSTING_MOCK_API = `http://localhost:${E2E_PORT + 3}`

export const ROOT = join(import.meta.dirname, '../..')
export const HOSTING_DIR = join(ROOT, 'dist-hosting')
/** The folder nginx serves: a symlink to one version's build. */
export const SERVED = join(HOSTING_DIR, 'current')
export const NGINX_PREFIX = join(HOSTING_DIR, 'nginx')

/** The two releases: what each stamps as its version (vite.config.ts, APP_VERSION). */
export const VERSIONS = { a: '1.0.0', b: '1.0.1' } as const
export type Version = keyof typeof VERSIONS

export const buildOf = (version: Version): string => join(HOSTING_DIR, version)
