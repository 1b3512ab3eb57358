import type { UseQueryResult } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import { inpatient } from '@/shared/messages/inpatient'
import { Button, Cluster, Text } from '@/shared/ui'

/** The surgery screens refresh themselves; this says so and offers to do it now. */
export function SurgeryRefresh({ query }: { query: UseQueryResult }) {
  return (
    <Cluster inset justify="between" gap={3}>
      <Text size="sm" tone="sub">
        {inpatient.surgery.autoRefresh}
      </Text>
      <Button
        variant="outline"
        icon={<RotateCw aria-hidden="true" />}
        loading={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {inpatient.surgery.refresh}
      </Button>
    </Cluster>
  )
}
