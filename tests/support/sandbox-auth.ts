/**
 * The sandbox's tokens for requests written from the contracts: each operation's examples belong
 * to one persona's world (`x-sandbox-persona`), so its requests carry that persona's token.
 */
import type { ContractOperation } from '../../contracts/read-contracts'
import { findPersona } from '../../mocks/seed/personas'

export function sandboxToken(operation: ContractOperation): string {
  const persona = findPersona(operation.persona)
  if (!persona) throw new Error(`no persona ${operation.persona}`)
  return persona.token
}
