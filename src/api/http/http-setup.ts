/**
 * What the HTTP layer needs from the app and must not import from it: the words of its dialogs,
 * where the bearer tokens come from, and the connectivity signal. `src/app` hands them over once
 * at start (`setUpHttp`, see src/app/http-setup.ts); tests and Storybook do the same. So the
 * arrows of the house run one way: the API layer knows no screen, store or message catalogue.
 */

/** The words of the answer-handling rules (spec sections 7 and 8). */
export interface HttpWords {
  dialogTitle: string
  generic: string
  /** A refusal that gave no reason (the spec's default dialog). */
  notFound: string
  offline: string
  exceptionTitle: string
  exception: string
  contractMismatch: string
  refused: string
  /** A 429 that said when to come back (Retry-After), in minutes. */
  tooManyAttemptsFor: (minutes: number) => string
}

/**
 * The credential a secured operation takes (from the contract's security scheme):
 * `current` the acting account's access token (bearerAuth), `main` the main account's
 * (mainBearerAuth), `rx` the short-lived e-prescription token (rxBearerAuth).
 */
export type BearerScheme = 'current' | 'main' | 'rx'

export interface HttpSetup {
  words: HttpWords
  /** The token for a scheme, or null when there is none (the call goes without; the server refuses). */
  bearer: (scheme: BearerScheme) => string | null | Promise<string | null>
  /**
   * A token the server refused (401/403). True when the source dropped it and has another to
   * give: the call is then made once more (the e-prescription token); false leaves the refusal.
   */
  refused?: (scheme: BearerScheme, token: string) => boolean
  connectivity: {
    /** A connection failed at once (no answer, not a timeout). */
    callFailed(): void
    /** Any answer arrived. */
    callAnswered(): void
    /** The phone itself says it has no connection. */
    isDeviceOffline(): boolean
  }
  /** How the app loads code it did not load at start (src/shared/lazy): the contract's schemas. */
  loadChunk: <T>(load: () => Promise<T>) => Promise<T>
}

let current: HttpSetup | undefined

export function setUpHttp(setup: HttpSetup): void {
  current = setup
}

export function httpSetup(): HttpSetup {
  if (!current) throw new Error('setUpHttp() has not been called: src/app/http-setup.ts does it at start.')
  return current
}
