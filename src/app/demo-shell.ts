/**
 * The demo's simulated shell and persona switch (`?persona=<id>`), put in place before the app's
 * first render: the one part of the sandbox's door (see enable-demo.ts) that is not loaded on
 * demand. Small and free of the seeded world; the production build drops it (tests/build checks).
 */
export { installDemoShell } from '../../mocks/demo/demo-shell'
