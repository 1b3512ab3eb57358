import { SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { messages } from '@/shared/messages'
import { EmptyState } from '../empty-state/EmptyState'

export interface SearchOutcomeProps {
  /**
   * What was found, in words, read out by screen readers as the patient types; absent while
   * nothing is searched for (the whole list shows).
   */
  announcement?: string
  found: boolean
  /** How to search better, under 'no results'. */
  hint: string
  /** The results, shown when something was found. */
  children: ReactNode
}

/**
 * The results of a search box, or a clear 'nothing found' with a hint, never an empty list. The
 * results keep their place in the tree whether searching or not, so the list is not rebuilt as
 * the patient starts typing.
 */
export function SearchOutcome({ announcement, found, hint, children }: SearchOutcomeProps) {
  return (
    <>
      {announcement !== undefined && (
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      )}
      {found ? (
        children
      ) : (
        <EmptyState icon={<SearchX aria-hidden="true" />} title={messages.common.noResults} description={hint} />
      )}
    </>
  )
}
