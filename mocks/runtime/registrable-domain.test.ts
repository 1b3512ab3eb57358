import { createRequire } from 'node:module'
import type * as Tldts from 'tldts'
import { describe, expect, it } from 'vitest'
import { getDomain } from './registrable-domain'

// The real library, past Vite's alias (Node's own require): the full public suffix list.
const { getDomain: publicSuffixList } = createRequire(import.meta.url)('tldts') as typeof Tldts

describe("the sandbox's registrable domain (tldts without the public suffix list)", () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '::1',
    'example.com',
    'demo.example.com',
    'a.b.demo.example.com',
    'hanbit.co.kr',
    'demo.hanbit.co.kr',
    'app.hanbit.ac.kr',
    'hanbit.or.kr',
    'demo.hanbit.kr',
    'Demo.Example.COM.',
  ])('answers as the full list does for %s', (host) => {
    expect(getDomain(host)).toBe(publicSuffixList(host))
  })
})
