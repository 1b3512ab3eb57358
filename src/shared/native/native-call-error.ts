/**
 * A call to the shell that failed: the shell refused it (`rejected`, with the shell's own words)
 * or no valid answer came within the call's time (`timeout`). Callers treat both as they treat
 * any failed bridge call: they show `message`, which is always words for the patient.
 */
export class NativeCallError extends Error {
  readonly method: string
  readonly reason: 'rejected' | 'timeout'

  constructor(method: string, reason: 'rejected' | 'timeout', message: string) {
    super(message)
    this.name = 'NativeCallError'
    this.method = method
    this.reason = reason
  }
}
