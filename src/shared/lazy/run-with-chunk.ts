import { messages } from '@/shared/messages'
import { helperFailed } from '@/shared/messages/helper-failure'
import { isChunkLoadError } from './chunk-load-error'
import { tellHelperFailure } from './helper-failure'
import { loadChunk } from './load-chunk'

/** Loads a helper for a tap and uses it; a failed download is said to the patient. */
export function runWithChunk<T>(load: () => Promise<T>, use: (module: T) => void): void {
  loadChunk(load)
    .then(use)
    .catch((error: unknown) =>
      tellHelperFailure(isChunkLoadError(error) ? helperFailed[error.failure] : messages.errors.exception),
    )
}
