import { afterEach } from 'vitest'
import { MemoryStorage } from './memory-storage'

// The app keeps its session in localStorage (the WebView's); Node has none.
if (typeof globalThis.localStorage === 'undefined') {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true })
}

afterEach(() => {
  globalThis.localStorage.clear()
})
