import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../session/session-store'
import { personalStore } from './personal-store'

const parseList = (raw: unknown): string[] =>
  Array.isArray(raw) && raw.every((item) => typeof item === 'string') ? raw : []

describe('records kept only on this phone', () => {
  beforeEach(() => localStorage.clear())

  it('keeps each user’s records apart', () => {
    const store = personalStore('test-notes', parseList)
    store.write('U1004', ['아버지'])
    store.write('U1006', ['어머니'])
    expect(store.read('U1004')).toEqual(['아버지'])
    expect(store.read('U1006')).toEqual(['어머니'])
    expect(store.read('U1005')).toEqual([])
  })

  it('gives the same value back until it changes, and tells who listens', () => {
    const store = personalStore('test-notes', parseList)
    const listener = vi.fn()
    store.subscribe(listener)
    store.write('U1001', ['a'])
    expect(store.read('U1001')).toBe(store.read('U1001'))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('reads a damaged or unknown value as empty', () => {
    const store = personalStore('test-notes', parseList)
    localStorage.setItem('personal:test-notes:U1001', '{not json')
    expect(store.read('U1001')).toEqual([])
    localStorage.setItem('personal:test-notes:U1001', '{"version":99}')
    expect(store.read('U1001')).toEqual([])
  })

  it('forgets everyone’s records at sign-out, and nothing else', () => {
    const store = personalStore('test-notes', parseList)
    store.write('U1001', ['a'])
    store.write('', ['guest'])
    localStorage.setItem('isBigFont', 'ON')
    const listener = vi.fn()
    store.subscribe(listener)
    sessionStore.signedIn('token-U1001', 'U1001')
    listener.mockClear()
    sessionStore.signedOut()
    expect(store.read('U1001')).toEqual([])
    expect(store.read('')).toEqual([])
    expect(localStorage.getItem('isBigFont')).toBe('ON')
    expect(listener).toHaveBeenCalled()
  })
})
