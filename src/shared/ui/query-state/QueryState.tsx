import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { errorMessageOf } from '../../../api/http'
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

/**
 * The four states of a screen's data, designed and not accidental: loading (skeleton), failed
 * (what happened, retry, phone), empty (what to do next), loaded.
 */
export function QueryState<T>({ query, children, isEmpty, empty, loading, errorTitle }: QueryStateProps<T>) {
  if (query.isPending) return <>{loading ?? <SkeletonList rows={4} />}</>
  if (query.isError) {
    return (
      <ErrorState
        {...(errorTitle ? { title: errorTitle } : {})}
        message={errorMessageOf(query.error)}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (isEmpty?.(query.data) && empty) return <>{empty}</>
  return <>{children(query.data)}</>
}
