import { afterFirstPaint } from './startup'

/**
 * The door from the app to the sandbox, opened in demo mode only (a dynamic import the
 * production build never contains): the demo's native bridge, the in-browser mock API and the
 * fixed clock shared with the sandbox. The persona switch comes before it (demo-persona.ts).
 */

export async function enableDemo(container: Element): Promise<void> {
  // The small shell first: with it in place the first-run guide shows at once. The sandbox's
  // large chunk is asked for once that has painted, so it never holds the guide back.
  const { installDemoShell } = await import('../../mocks/demo/demo-shell')
  const bridge = installDemoShell()
  await new Promise<void>((resolve) => afterFirstPaint(container, resolve))
  const { startDemo } = await import('../../mocks/demo/start-demo')
  await startDemo(bridge)
}
