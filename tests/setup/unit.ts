import { afterEach, vi } from 'vitest'
import { setUpAppHttp } from '@/app/http-setup'
import { MemoryStorage } from './memory-storage'

// The app keeps its session in localStorage (the WebView's); Node has none.
if (typeof globalThis.localStorage === 'undefined') {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true })
}

afterEach(() => {
  globalThis.localStorage.clear()
  // The files share one module graph (vitest.config.ts, isolate: false): nothing a test fakes
  // outlives it.
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

// What src/main.tsx does at start: the HTTP layer gets its words, tokens and connectivity signal.
setUpAppHttp()
