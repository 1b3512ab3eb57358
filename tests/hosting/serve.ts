/**
 * The hosting tests' web server (playwright.hosting.config.ts starts it): the two production
 * releases A and B against the mock API (tests/build/artefacts.ts builds them, unless npm test
 * did), then the real nginx with the repository's configuration (deploy/nginx, as the build wrote
 * it to `<build>-nginx/`), as the user, in the foreground, on HOSTING_PORT, serving `current`
 * (version A to begin with).
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { nginxConfAsUser } from '../../scripts/nginx-as-user'
import { buildArtefacts } from '../build/artefacts'
import { HOSTING_PORT, NGINX_PREFIX, SERVED, buildOf } from './hosting-setup'

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx'

buildArtefacts(['hosting'])
// What an earlier run served and wrote (the builds themselves stay).
rmSync(SERVED, { force: true })
rmSync(NGINX_PREFIX, { recursive: true, force: true })
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
