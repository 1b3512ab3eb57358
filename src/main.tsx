import { onlineManager } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { getApiConfig } from './api/http'
import { App } from './app/App'
import { installDemoShell } from './app/demo-shell'
import { installHistoryEvents } from './app/navigation/history-events'
import { registerOfflineWorker } from './app/register-offline-worker'
import { afterFirstPaint, markStartupReady } from './app/startup'
import { messages } from './shared/messages'
import { sessionStore } from './shared/session/session-store'
import { chooseWebFont } from './shared/ui/web-font/web-font'
import './shared/ui/styles/global.css'

const container = document.getElementById('root')!
const root = createRoot(container)

function startupError(detail: unknown) {
  console.error(detail)
  root.render(
    <p role="alert" style={{ padding: '2rem 1.25rem', fontSize: '1.0625rem' }}>
      {messages.shell.startupError}
    </p>,
  )
}

// The address the page was opened with, before the router moves anywhere (a parent route's
// redirect, the guard): the demo reads its `?persona=` from here.
const openedAt = window.location.href

try {
  getApiConfig()
  if (import.meta.env.PROD) chooseWebFont()
  if (import.meta.env.VITE_DEMO === 'true') {
    // The demo's launcher band (mocks/demo/DemoRoot) has its room from the first paint.
    const rootStyle = document.documentElement.style
    rootStyle.setProperty('--demo-band-height', '2rem')
    rootStyle.setProperty('--safe-top', 'calc(env(safe-area-inset-top, 0px) + var(--demo-band-height))')
    // The first paint is the persona's (of the address), inside the simulated shell. The
    // sandbox's chunk is asked for once that has painted; until it answers, the app's calls wait
    // (paused, offline).
    const bridge = installDemoShell(openedAt)
    onlineManager.setOnline(false)
    afterFirstPaint(container, () => {
      import('./app/enable-demo')
        .then(({ enableDemo }) => enableDemo(bridge))
        .then(() => {
          sessionStore.refresh()
          onlineManager.setOnline(true)
          markStartupReady()
        })
        .catch(startupError)
    })
  } else {
    markStartupReady()
    // The first screen paints before its calls leave: answers that arrive within a frame (a
    // fast connection) would otherwise be rendered first and hold that paint back.
    onlineManager.setOnline(false)
    afterFirstPaint(container, () => onlineManager.setOnline(true))
    registerOfflineWorker()
  }
  // Before the router listens: the app's own history entries are never the router's business.
  installHistoryEvents()
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
} catch (error) {
  startupError(error)
}
