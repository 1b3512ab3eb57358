import { onlineManager } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { earlyCallsSettled, getApiConfig, hasEarlyCalls, redactError } from './api/http'
import { App } from './app/App'
import { loadFirstRunGuide } from './app/shell/AppShell'
import { installHistoryEvents } from './app/navigation/history-events'
import { setUpAppHttp } from './app/http-setup'
import { registerOfflineWorker } from './app/register-offline-worker'
import { afterFirstPaint, afterNextPaint, markStartupReady } from './app/startup'
import { loadChunk } from './shared/lazy'
import { holdUntilFirstPaint } from './shared/lib/after-first-paint'
import { messages } from './shared/messages'
import { nativeBridge } from './shared/native'
import { sessionStore } from './shared/session/session-store'
import { firstRunGuideDue } from './shared/storage/first-run'
import { chooseWebFont, linkWebFont } from './shared/ui/web-font/web-font'
import './shared/ui/styles/global.css'

/** Longest that the code below the first screen waits for a signed-in start's user. */
const USER_WAIT_MS = 3_000

const container = document.getElementById('root')!
const root = createRoot(container)

function startupError(detail: unknown) {
  console.error(redactError(detail))
  root.render(
    <p role="alert" style={{ padding: '2rem 1.25rem', fontSize: '1.0625rem' }}>
      {messages.shell.startupError}
    </p>,
  )
}

try {
  getApiConfig()
  // What the first screen does not show loads once it has painted (./shared/lib/after-first-paint).
  const firstPainted = holdUntilFirstPaint()
  setUpAppHttp()
  // The web font's faces are not in the first-load CSS: a device that has the font links them
  // before the first render (./shared/ui/web-font); the development server links them at once.
  const fontReady = import.meta.env.PROD ? chooseWebFont() : linkWebFont()
  if (import.meta.env.VITE_DEMO === 'true') {
    // The first paint is the persona's, inside the simulated shell (mocks/demo/boot.ts ran
    // first). The sandbox's chunk is asked for once that has painted; until it answers, the
    // app's calls wait (paused, offline).
    onlineManager.setOnline(false)
    afterFirstPaint(container, () => {
      firstPainted()
      loadChunk(() => import('./app/enable-demo'))
        .then(({ enableDemo }) => enableDemo())
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
    // fast connection) would otherwise be rendered first and hold that paint back. A signed-in
    // start's user is the exception: asked since the page began (early-calls.ts), it is usually
    // in before the first render, and the greeting it brings is the paint worth having first.
    const userIn = earlyCallsSettled(USER_WAIT_MS)
    if (!hasEarlyCalls()) onlineManager.setOnline(false)
    afterFirstPaint(container, () => {
      // What the first screen does not show, and the offline worker's downloads, wait until the
      // screen it leads with (home's greeting) has painted too, so they do not compete with it.
      onlineManager.setOnline(true)
      void userIn.then(() =>
        afterNextPaint(() => {
          firstPainted()
          registerOfflineWorker()
        }),
      )
    })
  }
  // Before the router listens: the app's own history entries are never the router's business.
  installHistoryEvents()
  // A first run (in the shell) opens on the guide: its code is in before the first render.
  const guideReady = firstRunGuideDue(nativeBridge()) ? loadFirstRunGuide().catch(() => undefined) : undefined
  void Promise.all([fontReady, guideReady]).then(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
} catch (error) {
  startupError(error)
}
