/**
 * The only door from the app to the sandbox, opened in demo mode only (a dynamic import the
 * production build never contains): the in-browser mock API, the demo's native bridge, the
 * fixed clock shared with the sandbox, and the persona switch (`?persona=<id>`).
 */
export async function enableDemo(openedAt: string): Promise<void> {
  const { startDemo } = await import('../../mocks/demo/start-demo')
  await startDemo(openedAt)
}
