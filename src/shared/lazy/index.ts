/**
 * How the app loads the code it does not load at start (screens, overlays, helpers), so that a
 * part that cannot be fetched (no connection before the offline worker cached it, or a deploy
 * that removed the old files) never takes the app down: see load-chunk.ts for the rules.
 */
export { ChunkLoadError, isChunkLoadError, type ChunkFailure } from './chunk-load-error'
export { loadChunk, type LoadChunkOptions } from './load-chunk'
export { lazyWithRetry } from './lazy-with-retry'
export { LoadBoundary, LoadFailed, type LoadBoundaryProps } from './LoadBoundary'
export { onHelperFailure } from './helper-failure'
export { runWithChunk } from './run-with-chunk'
