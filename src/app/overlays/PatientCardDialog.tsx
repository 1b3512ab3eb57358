import { messages } from '@/shared/messages'
import { Dialog } from '@/shared/ui'
import PatientCard from './PatientCard'

/**
 * The patient card, with the first load: it is what a patient shows where there is no signal
 * (the desk in the basement, the lift), so it never waits for a download. Its barcode is drawn by
 * the app's own CODE128 (src/shared/ui/barcode), a few hundred bytes.
 */
export function PatientCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} variant="sheet" title={messages.shell.patientCard.title}>
      {open && <PatientCard />}
    </Dialog>
  )
}
