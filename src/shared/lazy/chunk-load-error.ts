/**
 * Why a lazily loaded part of the app (a screen, an overlay, a helper) could not be had:
 * - `offline`: the phone has no connection, or the server could not be reached at all;
 * - `timeout`: nothing arrived within the spec's chunk load timeout (section 9: 120 seconds);
 * - `unavailable`: the server answers but the part's code did not come (tried again already).
 */
export type ChunkFailure = 'offline' | 'timeout' | 'unavailable'

export class ChunkLoadError extends Error {
  constructor(
    readonly failure: ChunkFailure,
    cause: unknown,
  ) {
    super(`app code could not be loaded (${failure})`, { cause })
    this.name = 'ChunkLoadError'
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError
