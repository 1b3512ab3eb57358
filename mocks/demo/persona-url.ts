import { sessionStore } from '../../src/shared/session/session-store'
import { findPersona } from '../seed/personas'

/**
 * `?persona=<id>` signs in as that persona; `?persona=none` signs out. Applied before the app's
 * first render (the home screen does not flash signed out first), then taken off the address.
 */
export function applyPersonaFromUrl(openedAt: string): void {
  const id = new URL(openedAt).searchParams.get('persona')
  if (id === null) return
  if (id === 'none') sessionStore.signedOut()
  const persona = findPersona(id)
  if (persona) {
    sessionStore.signedOut()
    sessionStore.signedIn(persona.token, persona.userId)
  }
  const current = new URL(window.location.href)
  if (!current.searchParams.has('persona')) return
  current.searchParams.delete('persona')
  window.history.replaceState(window.history.state, '', current)
}
