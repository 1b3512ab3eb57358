/**
 * The production rows of `npm run bench:lighthouse` served as production serves them: the real
 * nginx with the repository's configuration (deploy/nginx's app.conf and the build's own
 * security-headers.conf, written by the build to `<build>-nginx/`), over TLS and HTTP/2 as the
 * hospital's site (deploy/nginx/hanbit-app.conf), with a self-signed certificate for localhost
 * (the bench's browser is told to accept it). The API is another origin in production
 * (mapi.hanbit-hospital.kr), also HTTP/2 over TLS: here nginx puts the same in front of the
 * standalone mock API, so the CORS preflights and the second connection are what a phone meets.
 *
 * `/__bench/blank` is an empty page of the origin (the bench writes a signed-in phone's storage
 * there; no app code runs on it), answered by nginx before the app's own locations.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { BLANK_PATH } from './bench-static-server.ts'
import { nginxConfAsUser } from './nginx-as-user.ts'

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx'
const PREFIX = resolve('dist-bench-host')

export interface NginxSite {
  /** The build directory (its `<dir>-nginx/` holds the configuration the build wrote). */
  dir: string
  port: number
}

export interface NginxHost {
  stop(): Promise<void>
}

/** A self-signed certificate for localhost, made afresh for each run inside the prefix (valid two days). */
function certificate(): { cert: string; key: string } {
  const cert = join(PREFIX, 'localhost.crt')
  const key = join(PREFIX, 'localhost.key')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  return { cert, key }
}

/**
 * Starts nginx with one HTTPS/HTTP2 server per site, and one in front of the mock API
 * (`api.port` -> `api.upstream`). Resolves once every port answers.
 */
export async function serveWithNginx(sites: NginxSite[], api: { port: number; upstream: string }): Promise<NginxHost> {
  rmSync(PREFIX, { recursive: true, force: true })
  mkdirSync(join(PREFIX, 'tmp'), { recursive: true })
  const { cert, key } = certificate()
  const tls = `ssl_certificate ${cert};\n        ssl_certificate_key ${key};\n        ssl_protocols TLSv1.2 TLSv1.3;`
  const servers = sites.map((site, index) => {
    // app.conf includes hanbit-app/security-headers.conf: each site has its build's own.
    const include = `site-${index}`
    cpSync(`${resolve(site.dir)}-nginx`, join(PREFIX, include), { recursive: true })
    writeFileSync(
      join(PREFIX, include, 'app.conf'),
      readFileSync(join(PREFIX, include, 'app.conf'), 'utf8').replaceAll('hanbit-app/', `${include}/`),
    )
    return `
    server {
        listen 127.0.0.1:${site.port} ssl http2;
        server_name localhost;
        ${tls}
        root ${resolve(site.dir)};
        location = ${BLANK_PATH} {
            default_type text/html;
            return 200 "<!doctype html><title>blank</title>";
        }
        include ${include}/app.conf;
    }`
  })
  writeFileSync(
    join(PREFIX, 'nginx.conf'),
    nginxConfAsUser(
      PREFIX,
      `${servers.join('\n')}
    server {
        listen 127.0.0.1:${api.port} ssl http2;
        server_name localhost;
        ${tls}
        location / {
            proxy_pass ${api.upstream};
            proxy_http_version 1.1;
            proxy_set_header Host $host;
        }
    }`,
    ),
  )
  const nginx: ChildProcess = spawn(
    NGINX,
    ['-p', `${PREFIX}/`, '-c', 'nginx.conf', '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const exited = new Promise<void>((done) => nginx.once('exit', () => done()))
  for (const port of [...sites.map((site) => site.port), api.port]) await listening(port)
  return {
    async stop() {
      nginx.kill('SIGQUIT')
      await exited
    },
  }
}

/** Resolves once something accepts connections on the port (localhost). */
async function listening(port: number): Promise<void> {
  const accepts = () =>
    new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        done(true)
      })
      socket.once('error', () => done(false))
    })
  for (let i = 0; i < 100; i++) {
    if (await accepts()) return
    await sleep(100)
  }
  throw new Error(`nginx did not listen on ${port}`)
}
