import { Component, Suspense, type ReactNode } from 'react'
import { redactError } from '@/api/http'
import { messages } from '@/shared/messages'
import { ErrorState } from '@/shared/ui'
import { isChunkLoadError } from './chunk-load-error'
import { LoadAttemptContext, nextLoadAttempt } from './lazy-with-retry'

/** What happened to a part that could not be shown, and 다시 시도 (a new download, or a new render). */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { errors } = messages
  return isChunkLoadError(error) ? (
    <ErrorState title={errors.loadFailedTitle} message={errors.loadFailed[error.failure]} onRetry={onRetry} />
  ) : (
    <ErrorState title={messages.shell.crashTitle} message={errors.exception} onRetry={onRetry} />
  )
}

export interface LoadBoundaryProps {
  children: ReactNode
  /** Shown while the part's code is on its way. */
  loading?: ReactNode
  /**
   * What stands in the part's place when it cannot be had. Without it (a part the patient asked
   * for): what happened, with 다시 시도. `null` for a part loaded in the background (left out, and
   * tried again when it mounts again), or what the app shows without it (home's usual shortcuts).
   */
  instead?: ReactNode
  /** Shown instead of the failure view when the part crashed while rendering (not a download). */
  crashed?: (error: unknown) => ReactNode
  /** A new try whenever this changes (a screen's address). */
  resetKey?: unknown
}

interface State {
  error: unknown
  attempt: number
}

/**
 * Around every lazily loaded part: a part that cannot be had (or crashes) takes only its own
 * place down; the header, the tab bar, the drawer and every other part stay alive. Each mount and
 * each 다시 시도 is a new try: the part's code is downloaded again (see lazyWithRetry).
 */
export class LoadBoundary extends Component<LoadBoundaryProps, State> {
  override state: State = { error: null, attempt: nextLoadAttempt() }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  override componentDidUpdate(previous: LoadBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.retry()
  }

  override componentDidCatch(error: unknown) {
    // Redacted: the console is logcat on Android (no patient number or token from a path there).
    console.error('part not shown', redactError(error))
  }

  retry = () => this.setState({ error: null, attempt: nextLoadAttempt() })

  override render() {
    const { error, attempt } = this.state
    const { children, loading = null, crashed } = this.props
    if (error) {
      if ('instead' in this.props) return this.props.instead
      if (crashed && !isChunkLoadError(error)) return crashed(error)
      return <LoadFailed error={error} onRetry={this.retry} />
    }
    return (
      <LoadAttemptContext.Provider value={attempt}>
        <Suspense fallback={loading}>{children}</Suspense>
      </LoadAttemptContext.Provider>
    )
  }
}
