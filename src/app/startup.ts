/**
 * Resolves when the app may start asking the server (at once in production; in demo mode once
 * the sandbox answers and the persona is applied). The guard waits for it.
 */
let markReady: () => void = () => undefined
export const startupReady = new Promise<void>((resolve) => {
  markReady = resolve
})
export const markStartupReady = (): void => markReady()
