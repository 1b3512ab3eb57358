import { lazy, type ComponentType } from 'react'
import { LIMITS } from '@/shared/config/constants'

/** A screen's code could not be fetched for 120 seconds (spec section 8). */
export class ChunkLoadTimeoutError extends Error {
  constructor(cause: unknown) {
    super('screen code could not be loaded', { cause })
    this.name = 'ChunkLoadTimeoutError'
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Retries a failed import with growing pauses, giving up after the chunk load timeout. */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  timeoutMs: number = LIMITS.chunkLoadTimeoutMs,
): Promise<T> {
  const started = Date.now()
  for (let attempt = 0; ; attempt++) {
    try {
      return await load()
    } catch (error) {
      const waited = Date.now() - started
      if (waited >= timeoutMs) throw new ChunkLoadTimeoutError(error)
      await sleep(Math.min(1000 * 2 ** attempt, 15_000, timeoutMs - waited))
    }
  }
}

/** A screen loaded on first visit; a bad connection is retried before it is explained. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => importWithRetry(load))
}
