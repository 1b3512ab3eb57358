import type { ReactNode } from 'react'
import { LoadBoundary } from '@/shared/lazy'
import { messages } from '@/shared/messages'
import { Button, ErrorState } from '@/shared/ui'
import styles from './ScreenStates.module.css'

/** A screen (or the app around it) that crashed while rendering: explained, and the page loaded afresh. */
export function ScreenCrashed() {
  return (
    <div>
      <ErrorState title={messages.shell.crashTitle} message={messages.errors.exception} />
      <div className={styles.reload}>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {messages.shell.reload}
        </Button>
      </div>
    </div>
  )
}

/**
 * No white screen, ever: a screen whose code could not be fetched shows what happened with
 * 다시 시도 (a new download), one that throws while rendering is replaced by an explanation and a
 * way on; the header, tab bar and drawer stay. Moving to another address is a new try too.
 */
export function ScreenErrorBoundary({
  children,
  resetKey,
  loading,
}: {
  children: ReactNode
  resetKey: string
  loading: ReactNode
}) {
  return (
    <LoadBoundary resetKey={resetKey} loading={loading} crashed={() => <ScreenCrashed />}>
      {children}
    </LoadBoundary>
  )
}
