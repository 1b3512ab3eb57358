import { loadChunk } from '@/shared/lazy'

/**
 * The only door from the app to the sandbox, opened in demo mode only (a dynamic import the
 * production build never contains): the in-browser mock API, the fixed clock shared with the
 * sandbox and the demo's panel. The simulated shell and the persona are in place already: the
 * demo's index.html runs mocks/demo/boot.ts before the app.
 */
export async function enableDemo(): Promise<void> {
  const { startDemo } = await loadChunk(() => import('../../mocks/demo/start-demo'))
  await startDemo()
}
