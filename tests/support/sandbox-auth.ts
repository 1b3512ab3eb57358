/**
 * The sandbox's credentials for requests written from the contracts: each operation's examples
 * belong to one persona's world (`x-sandbox-persona`), so its requests carry that persona's token
 * for the scheme the operation names: its access token, its e-prescription token
 * (rxBearerAuth), or a hospital kiosk's key (kioskAuth).
 */
import type { ContractOperation } from '../../contracts/read-contracts'
import { SANDBOX_KIOSK_KEY } from '../../mocks/handlers/lib/credentials'
import { findPersona } from '../../mocks/seed/personas'

export function sandboxToken(operation: ContractOperation, scheme = 'bearerAuth'): string {
  if (scheme === 'kioskAuth') return SANDBOX_KIOSK_KEY
  const persona = findPersona(operation.persona)
  if (!persona) throw new Error(`no persona ${operation.persona}`)
  const token = scheme === 'rxBearerAuth' ? persona.rxToken : persona.token
  if (!token) throw new Error(`persona ${persona.id} has no token for ${scheme}`)
  return token
}
