import { lazy, Suspense } from 'react'
import { messages } from '@/shared/messages'
import { Dialog, Skeleton } from '@/shared/ui'

// The barcode library loads only when the card opens.
const PatientCard = lazy(() => import('./PatientCard'))

export function PatientCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} variant="sheet" title={messages.shell.patientCard.title}>
      {open && (
        <Suspense fallback={<Skeleton height="9rem" radius="var(--radius-md)" />}>
          <PatientCard />
        </Suspense>
      )}
    </Dialog>
  )
}
