/**
 * The benchmark's own static host, for the rows that production's nginx does not serve (the
 * reference app and the demo; scripts/bench-nginx.ts serves the production rows): compressed, the
 * hashed files cached for good, the page and the service worker always asked again, any route
 * answered with the page, so `npm run bench:lighthouse` measures what a phone downloads.
 *
 * - brotli when the browser accepts it, else gzip, else the file as it is (text files only;
 *   images and fonts are compressed already); each file is compressed once and kept in memory;
 * - `/assets/*` (content-hashed names): `Cache-Control: public, max-age=31536000, immutable`;
 *   everything else (`index.html`, `sw.js`, the manifest): `no-cache`;
 * - a path with no file is answered with `index.html` (the app's routes);
 * - `/__bench/blank`: an empty page of the origin, where the bench puts a signed-in phone's
 *   storage before it measures (no app code runs there).
 */
import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt'])

export const BLANK_PATH = '/__bench/blank'

type Encoding = 'br' | 'gzip' | 'identity'

function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0])
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return 'identity'
}

/** Serves `dir` on `port` (localhost); resolves once it listens. */
export async function serveStatic(dir: string, port: number): Promise<Server> {
  const root = resolve(dir)
  const cache = new Map<string, Buffer>()

  async function fileFor(pathname: string): Promise<string> {
    const candidate = normalize(join(root, decodeURIComponent(pathname)))
    if (candidate.startsWith(root)) {
      const found = await stat(candidate).catch(() => undefined)
      if (found?.isFile()) return candidate
    }
    return join(root, 'index.html')
  }

  async function body(file: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${file}`
    let data = cache.get(key)
    if (!data) {
      const raw = await readFile(file)
      data =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 9 })
            : raw
      cache.set(key, data)
    }
    return data
  }

  const server = createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://bench')
      if (pathname === BLANK_PATH) {
        response.writeHead(200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-store' })
        response.end('<!doctype html><title>bench</title>')
        return
      }
      const file = await fileFor(pathname)
      const type = extname(file)
      const encoding = COMPRESSIBLE.has(type) ? encodingFor(request.headers['accept-encoding']) : 'identity'
      const data = await body(file, encoding)
      response.writeHead(200, {
        'content-type': TYPES[type] ?? 'application/octet-stream',
        'content-length': data.length,
        'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'Accept-Encoding',
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      })
      response.end(request.method === 'HEAD' ? undefined : data)
    })().catch((error: unknown) => {
      response.writeHead(500)
      response.end(String(error))
    })
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(port, 'localhost', done)
  })
  return server
}
