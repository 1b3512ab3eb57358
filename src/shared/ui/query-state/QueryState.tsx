import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { errorMessageOf, isApiError } from '@/api/http'
import { offline } from '@/shared/messages/offline'
import { useOnline } from '@/shared/offline/connectivity'
import { ErrorState } from '../error-state/ErrorState'
import { SkeletonList } from '../skeleton/Skeleton'

export interface QueryStateProps<T> {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
  /** When the data has nothing to show: the empty state is shown instead. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  loading?: ReactNode
  errorTitle?: string
}

/** A refresh that found no connection: what was received before is still worth showing. */
const noConnection = (error: unknown) => isApiError(error) && error.kind === 'no-response' && !error.timedOut

/**
 * The four states of a screen's data, designed and not accidental: loading (skeleton), failed
 * (what happened, retry, phone), empty (what to do next), loaded. Without a connection: the
 * data received before when there is some, otherwise a plain "no connection" instead of a
 * skeleton that waits forever (React Query holds the call until the phone is online).
 */
export function QueryState<T>({ query, children, isEmpty, empty, loading, errorTitle }: QueryStateProps<T>) {
  const online = useOnline()
  // Nothing received yet, and no connection: paused (the demo also pauses its calls while its
  // sandbox starts, online) or failed for want of one.
  const waiting = query.isPending && query.fetchStatus === 'paused' && !online
  if (waiting || (query.isError && query.data === undefined && isApiError(query.error) && query.error.offline)) {
    return <ErrorState title={offline.title} message={offline.nothingKept} onRetry={() => void query.refetch()} />
  }
  if (query.isPending) return <>{loading ?? <SkeletonList rows={4} />}</>
  if (query.isError && !(query.data !== undefined && noConnection(query.error))) {
    return (
      <ErrorState
        {...(errorTitle ? { title: errorTitle } : {})}
        message={errorMessageOf(query.error)}
        onRetry={() => void query.refetch()}
      />
    )
  }
  // Loaded, or kept from before a refresh that found no connection.
  const data = query.data as T
  if (isEmpty?.(data) && empty) return <>{empty}</>
  return <>{children(data)}</>
}
