import { setUpHttp, type BearerScheme } from '@/api/http'
import { loadChunk } from '@/shared/lazy'
import { messages } from '@/shared/messages'
import { connectivity } from '@/shared/offline/connectivity'
import { rxTokenSource } from '@/shared/session/rx-token'
import { tokenStore } from '@/shared/storage/token-store'

function bearer(scheme: BearerScheme): string | null | Promise<string | null> {
  switch (scheme) {
    case 'current':
      return tokenStore.getAccessToken()
    // The main account's token; before any switch the acting token is the main one.
    case 'main':
      return tokenStore.getMainAccessToken() ?? tokenStore.getAccessToken()
    case 'rx':
      return rxTokenSource.get()
  }
}

/** Hands the HTTP layer what it needs from the app: its words, the tokens, the connectivity signal. */
export function setUpAppHttp(): void {
  const { errors } = messages
  setUpHttp({
    words: {
      dialogTitle: errors.dialogTitle,
      generic: errors.generic,
      notFound: errors.notFound,
      offline: errors.offline,
      exceptionTitle: errors.exceptionTitle,
      exception: errors.exception,
      contractMismatch: errors.contractMismatch,
      refused: errors.refused,
      tooManyAttemptsFor: errors.tooManyAttemptsFor,
    },
    bearer,
    refused: (scheme, token) => {
      if (scheme !== 'rx') return false
      rxTokenSource.drop(token)
      return true
    },
    connectivity,
    // Background code (the developer's contract check): never a move to a new version for it.
    loadChunk: (load) => loadChunk(load, { onNewVersion: 'fail' }),
  })
}
