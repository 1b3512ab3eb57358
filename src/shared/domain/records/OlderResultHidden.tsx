import { FileClock } from 'lucide-react'
import { records } from '@/shared/messages/records'
import { AppLink } from '@/shared/navigation/AppLink'
import { EmptyState } from '@/shared/ui'
import styles from './Records.module.css'

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
        <AppLink className={styles.primaryLink} to={listHref}>
          {records.results.toList}
        </AppLink>
      }
    />
  )
}
