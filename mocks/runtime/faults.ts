/**
 * Faults the demo panel and the control API inject per operation, to show how the app answers a
 * slow server, an error status or no response at all, and to play a server that breaks the
 * contracts (a field of the wrong type, no CORS headers) for the server verifier's own tests.
 */
export interface Fault {
  /** Extra delay before answering, in milliseconds. */
  latencyMs?: number
  /** Answer with this error status (and an ErrorResponse). */
  status?: number
  reason?: string
  /** 'network': the connection fails; 'hang': no answer ever (the app's 10 s timeout). */
  noResponse?: 'network' | 'hang'
  /**
   * A 2xx JSON answer with these fields set to these values (dot paths: `cars.0.carNumber`),
   * whatever the contract says they are.
   */
  bodyFields?: Record<string, unknown>
  /** false: the standalone mock API sends this call's answers and preflights without CORS headers. */
  cors?: false
}

export type FaultTable = Map<string, Fault>

/** The key `*` applies to every operation. */
export const ANY_OPERATION = '*'

export function faultFor(table: FaultTable, operationId: string): Fault | undefined {
  return table.get(operationId) ?? table.get(ANY_OPERATION)
}
