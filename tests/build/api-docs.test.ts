/**
 * The demo build carries the contracts as an HTML reference at /api-docs/ (the backend teams'
 * reading copy): a page per contract with its Korean descriptions, examples and refusal codes,
 * the proposed calls marked, and nothing loaded from another origin.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listOperations, SERVICES } from '../../contracts/read-contracts'
import { PROPOSAL_BADGE } from '../../scripts/api-docs/build-api-docs'
import { DEMO, filesOf } from './built-files'

const DOCS = join(DEMO, 'api-docs')
const read = (file: string) => readFileSync(join(DOCS, file), 'utf8')
/** The contract as the page hands it to Redoc. */
const definition = (html: string) =>
  JSON.parse(/const __redoc_definition = (\{.*?\});?\n/s.exec(html)![1]!) as {
    info: { title: string }
    paths: Record<
      string,
      Record<string, { operationId?: string; summary?: string; 'x-badges'?: Array<{ name: string }> }>
    >
  }

describe('the API reference in the demo build', () => {
  it('has a page per contract and a list page that links each', () => {
    const files = filesOf(DOCS)
    const index = read('index.html')
    for (const service of SERVICES) {
      expect(files).toContain(`${service}.html`)
      expect(index).toContain(`href="./${service}.html"`)
    }
  })

  it('loads Redoc from its own origin: the bundle beside the pages, as the integrity hash names it', () => {
    const bundle = readFileSync(join(DOCS, 'redoc.standalone.js'))
    const integrity = `sha384-${createHash('sha384').update(bundle).digest('base64')}`
    for (const service of SERVICES) {
      const html = read(`${service}.html`)
      expect(html).toContain(`import { hydrate } from "./redoc.standalone.js"`)
      expect(html).toContain(`integrity="${integrity}"`)
      const external = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+)"/g)].map((m) => m[1])
      expect(
        external.filter((url) => /^(https?:)?\/\//.test(url!)),
        service,
      ).toEqual([])
      // No link to the site's root (the demo's): Redoc's own links go by the hash.
      expect(
        [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]),
        service,
      ).toEqual([])
    }
  })

  it('reads in Korean, with the examples and the refusal codes', () => {
    const html = read('outpatient.html')
    expect(html).toContain('<html lang="ko">')
    expect(html).toContain('예약 가능한 진료과') // a summary, prerendered
    expect(html).toContain('NOT_BOOKABLE') // a refusal code
    expect(html).toContain('7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f') // a request example
  })

  it('marks every call the app team proposes (x-proposal), and only those', () => {
    for (const service of SERVICES) {
      const doc = definition(read(`${service}.html`))
      const marked = Object.values(doc.paths)
        .flatMap((item) => Object.values(item))
        .filter((op) => op['x-badges']?.some((badge) => badge.name === PROPOSAL_BADGE))
      const proposals = listOperations(service).filter((op) => op.proposal)
      expect(marked.map((op) => op.operationId).sort(), service).toEqual(proposals.map((op) => op.operationId).sort())
      for (const op of marked) expect(op.summary).toMatch(new RegExp(`^\\[${PROPOSAL_BADGE}\\] `))
    }
  })
})
