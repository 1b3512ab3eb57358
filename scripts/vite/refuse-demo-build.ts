import { loadEnv, type Plugin } from 'vite'

/**
 * A build that ships to patients must never carry the sandbox: `VITE_DEMO` (from the shell or an
 * env file) in any build but the demo's would put the seeded world, the personas and their tokens
 * into it, and the build tests cannot see it (they strip `VITE_*`). Refused before anything builds.
 */
export function refuseDemoOutsideDemo(command: string, mode: string, root = process.cwd()): void {
  if (command !== 'build' || mode === 'demo') return
  const demo = loadEnv(mode, root, 'VITE_DEMO').VITE_DEMO
  if (demo) {
    throw new Error(
      `VITE_DEMO=${demo} in a ${mode} build: the sandbox would ship to patients. ` +
        'Unset VITE_DEMO, or build the demo with `npm run build:demo` (mode demo).',
    )
  }
}

/** The check as the config's first plugin: it runs before any other plugin or file. */
export function refuseDemoBuild(): Plugin {
  return {
    name: 'refuse-demo-build',
    enforce: 'pre',
    config: (config, { command, mode }) => refuseDemoOutsideDemo(command, mode, config.root ?? process.cwd()),
  }
}
