/**
 * Helpers loaded by a tap whose result nobody waits for (open the map, ask for notifications):
 * when their code cannot be had, the patient is told, through whoever listens (the app shows it
 * as a dialog: src/app/shell/AppEffects.tsx). No rejection is left unhandled (./run-with-chunk.ts).
 */
const listeners = new Set<(message: string) => void>()

export function onHelperFailure(listener: (message: string) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Says to the patient that a tap's helper could not be had. */
export function tellHelperFailure(message: string): void {
  listeners.forEach((listener) => listener(message))
}
