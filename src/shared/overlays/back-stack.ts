import { useEffect, useRef } from 'react'

/**
 * Everything open on top of the screen (dialogs, sheets, the drawer, the patient card) in the
 * order it opened. The back action closes the top one first (spec: "with a dialog open: close
 * it"), whether it came from the shell's hardware back, the header or the browser.
 */
interface Entry {
  id: number
  close: () => void
}

let nextId = 1
const entries: Entry[] = []
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

export const backStack = {
  push(close: () => void): number {
    const id = nextId++
    entries.push({ id, close })
    notify()
    return id
  },
  remove(id: number): void {
    const index = entries.findIndex((e) => e.id === id)
    if (index >= 0) {
      entries.splice(index, 1)
      notify()
    }
  },
  /** Closes the top overlay; false when nothing was open. */
  closeTop(): boolean {
    const top = entries.at(-1)
    if (!top) return false
    top.close()
    return true
  },
  /** Closes everything open, top first (a navigation leaves no overlay behind). */
  closeAll(): void {
    for (const entry of [...entries].reverse()) entry.close()
  },
  size: (): number => entries.length,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** Registers an open overlay with the back action while `open` is true. */
export function useBackDismiss(open: boolean, onClose: () => void): void {
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })
  useEffect(() => {
    if (!open) return
    const id = backStack.push(() => close.current())
    return () => backStack.remove(id)
  }, [open])
}
