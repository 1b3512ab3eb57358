import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { rxTokenSource } from '@/shared/session/rx-token'
import { tokenStore } from '@/shared/storage/token-store'
import { createSandboxServer, resetSandbox } from '../../mocks/node'
import { findPersona, type PersonaId } from '../../mocks/seed/personas'

/**
 * The sandbox behind the generated client for one test file: a fresh seeded world before every
 * test, unhandled requests are errors.
 */
export function withSandbox(): void {
  const server = createSandboxServer()
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(async () => {
    await resetSandbox()
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
}

/** Acts as a persona: their token in the token store (as the acting and the main token), as after signing in. */
export function signInAs(personaId: PersonaId): void {
  const persona = findPersona(personaId)
  if (!persona) throw new Error(`no persona ${personaId}`)
  tokenStore.setAccessToken(persona.token)
  tokenStore.setMainAccessToken(persona.token)
  // The e-prescription token is asked for again, in this test's world.
  rxTokenSource.forget()
}
