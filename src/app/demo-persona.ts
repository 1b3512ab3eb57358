/**
 * The demo's persona switch (`?persona=<id>`), applied before the app's first render: the one
 * part of the sandbox's door (see enable-demo.ts) that is not loaded on demand. Small and free of
 * the seeded world; the production build drops it, which tests/build checks.
 */
export { applyPersonaFromUrl as applyDemoPersona } from '../../mocks/demo/persona-url'
