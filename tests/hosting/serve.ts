/**
 * The hosting tests' web server (playwright.hosting.config.ts starts it): two production builds
 * as `npm run build` makes them, pointed at the mock API (versions A and B), then the real nginx
 * with the repository's configuration (deploy/nginx, as the build wrote it to `<build>-nginx/`),
 * as the user, in the foreground, on HOSTING_PORT, serving `current` (version A to begin with).
 */
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { nginxConfAsUser } from '../../scripts/nginx-as-user'
import {
  HOSTING_DIR,
  HOSTING_MOCK_API,
  HOSTING_PORT,
  NGINX_PREFIX,
  ROOT,
  SERVED,
  VERSIONS,
  buildOf,
} from './hosting-setup'

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx'

// The runner's environment (NODE_ENV, other VITE_ variables) must not leak into the builds.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(VITE_|NODE_ENV$|APP_VERSION$)/.test(name)),
)

rmSync(HOSTING_DIR, { recursive: true, force: true })
for (const [version, stamp] of Object.entries(VERSIONS) as Array<[keyof typeof VERSIONS, string]>) {
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', buildOf(version), '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...env,
        APP_VERSION: stamp,
        VITE_API_BASE_URL: HOSTING_MOCK_API,
        VITE_RX_BASE_URL: `${HOSTING_MOCK_API}/rx`,
      },
    },
  )
}
symlinkSync(buildOf('a'), SERVED)

// nginx's prefix: the site's files where deploy/nginx's includes expect them (hanbit-app/),
// and everything nginx writes kept inside it.
mkdirSync(join(NGINX_PREFIX, 'tmp'), { recursive: true })
cpSync(`${buildOf('a')}-nginx`, join(NGINX_PREFIX, 'hanbit-app'), { recursive: true })
writeFileSync(
  join(NGINX_PREFIX, 'nginx.conf'),
  nginxConfAsUser(
    NGINX_PREFIX,
    `    server {
        listen 127.0.0.1:${HOSTING_PORT};
        server_name localhost;
        root ${SERVED};
        include hanbit-app/app.conf;
    }`,
  ),
)

const nginx = spawn(NGINX, ['-p', `${NGINX_PREFIX}/`, '-c', 'nginx.conf', '-e', 'stderr', '-g', 'daemon off;'], {
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGQUIT'))
nginx.on('exit', (code) => process.exit(code ?? 0))
