import type { FaultTable } from '../runtime/faults'

const KEY = 'demo-faults'

/** Injected faults last for the browser tab, so a reload keeps showing the failure. */
export function saveFaults(faults: FaultTable): void {
  sessionStorage.setItem(KEY, JSON.stringify([...faults.entries()]))
}

export function restoreFaults(faults: FaultTable): void {
  try {
    for (const [op, fault] of JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as Array<[string, object]>) {
      faults.set(op, fault)
    }
  } catch {
    sessionStorage.removeItem(KEY)
  }
}
