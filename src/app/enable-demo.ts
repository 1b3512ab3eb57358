/**
 * The only door from the app to the sandbox, opened in demo mode only (a dynamic import the
 * production build never contains): the in-browser mock API, the demo's native bridge, the
 * fixed clock shared with the sandbox, and the persona switch (`?persona=<id>`).
 */
export async function enableDemo(openedAt: string): Promise<void> {
  // The small shell first (the first-run guide shows at once), meanwhile the sandbox's chunk.
  const sandbox = import('../../mocks/demo/start-demo')
  sandbox.catch(() => undefined) // awaited below; a failure is reported there
  const { installDemoShell } = await import('../../mocks/demo/demo-shell')
  const bridge = installDemoShell(openedAt)
  const { startDemo } = await sandbox
  await startDemo(bridge)
}
