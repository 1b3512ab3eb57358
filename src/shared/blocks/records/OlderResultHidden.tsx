import { FileClock } from 'lucide-react'
import { records } from '@/shared/messages/records'
import { EmptyState, LinkButton } from '@/shared/ui'

/**
 * A test result dated before the app's first day of results (spec section 9: results before
 * 2023-11-21 are not shown): the app says so itself, without asking the server, and leads back
 * to the list.
 */
export function OlderResultHidden({ listHref }: { listHref: string }) {
  return (
    <EmptyState
      icon={<FileClock aria-hidden="true" />}
      title={records.results.olderHiddenTitle}
      description={records.results.olderHidden}
      action={
        <LinkButton variant="primary" to={listHref}>
          {records.results.toList}
        </LinkButton>
      }
    />
  )
}
