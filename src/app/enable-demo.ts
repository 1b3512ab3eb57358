import type { DemoBridge } from '../../mocks/demo/demo-bridge'

/**
 * The door from the app to the sandbox, opened in demo mode only (a dynamic import the
 * production build never contains): the in-browser mock API, the fixed clock shared with the
 * sandbox and the demo's panel. The simulated shell is in place already (demo-shell.ts).
 */
export async function enableDemo(bridge: DemoBridge): Promise<void> {
  const { startDemo } = await import('../../mocks/demo/start-demo')
  await startDemo(bridge)
}
