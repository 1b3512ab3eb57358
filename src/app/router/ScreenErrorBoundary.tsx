import { Component, type ReactNode } from 'react'
import { redactError } from '@/api/http'
import { messages } from '@/shared/messages'
import { Button, ErrorState } from '@/shared/ui'
import { ChunkLoadTimeoutError } from '../navigation/lazy-screen'

interface State {
  error: unknown
}

/**
 * No white screen, ever: a screen that throws while rendering, or whose code never arrived,
 * is replaced by an explanation and a way on.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null })
  }

  override componentDidCatch(error: unknown) {
    // Redacted: the console is logcat on Android (no patient number or token from a path there).
    console.error('screen failed', redactError(error))
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    const chunk = error instanceof ChunkLoadTimeoutError
    return (
      <div>
        <ErrorState
          title={messages.shell.crashTitle}
          message={chunk ? messages.errors.chunkLoadTimeout : messages.errors.exception}
        />
        <div style={{ display: 'flex', justifyContent: 'center', paddingBottom: 'var(--space-8)' }}>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {messages.shell.reload}
          </Button>
        </div>
      </div>
    )
  }
}
