/**
 * The demo's first module, ahead of the app's own (index.html in demo mode only: ./boot-plugin.ts).
 * Before the app's first render: the launcher band's room, the persona of the address and the
 * simulated shell. The first paint is then the persona's, inside the shell (the first-run guide
 * included), and nothing moves when the band arrives. The sandbox itself loads after that paint,
 * through src/app/enable-demo.ts. Small and free of the seeded world.
 */
// First: before any of the sandbox's schemas is made.
import './zod-without-eval'
import { installDemoShell } from './demo-shell'

const rootStyle = document.documentElement.style
rootStyle.setProperty('--demo-band-height', '2rem')
rootStyle.setProperty('--safe-top', 'calc(env(safe-area-inset-top, 0px) + var(--demo-band-height))')
installDemoShell(window.location.href)
