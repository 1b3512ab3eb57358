import type { UseQueryResult } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import { inpatient } from '@/shared/messages/inpatient'
import { Button } from '@/shared/ui'
import styles from './Inpatient.module.css'

/** The surgery screens refresh themselves; this says so and offers to do it now. */
export function SurgeryRefresh({ query }: { query: UseQueryResult }) {
  return (
    <div className={styles.updated}>
      <p className={styles.entryMeta}>{inpatient.surgery.autoRefresh}</p>
      <Button
        variant="outline"
        icon={<RotateCw aria-hidden="true" />}
        loading={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {inpatient.surgery.refresh}
      </Button>
    </div>
  )
}
