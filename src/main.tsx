import { onlineManager } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { getApiConfig } from './api/http'
import { App } from './app/App'
import { installHistoryEvents } from './app/navigation/history-events'
import { registerOfflineWorker } from './app/register-offline-worker'
import { markStartupReady } from './app/startup'
import { messages } from './shared/messages'
import { sessionStore } from './shared/session/session-store'
import './shared/ui/styles/global.css'

const root = createRoot(document.getElementById('root')!)

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
  if (import.meta.env.VITE_DEMO === 'true') {
    // The app paints at once; its calls wait (paused, offline) until the sandbox answers.
    onlineManager.setOnline(false)
    void import('./app/enable-demo')
      .then(({ enableDemo }) => enableDemo(openedAt))
      .then(() => {
        sessionStore.refresh()
        onlineManager.setOnline(true)
        markStartupReady()
      })
      .catch(startupError)
  } else {
    markStartupReady()
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
