/**
 * The first part of the demo, small and loaded first: the simulated shell. With it in place the
 * app knows at once that it runs in one (the first-run guide shows now, not seconds later over
 * the home screen, once the sandbox has loaded).
 */
import { setNativeBridge } from '../../src/shared/native'
import { createDemoBridge, type DemoBridge } from './demo-bridge'

/** Puts the simulated shell in place. */
export function installDemoShell(): DemoBridge {
  const bridge = createDemoBridge()
  setNativeBridge(bridge)
  return bridge
}
