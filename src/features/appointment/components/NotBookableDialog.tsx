import { Phone } from 'lucide-react'
import type { Doctor } from '@/api/generated/outpatient/model'
import { HOSPITAL } from '@/shared/config/hospital'
import { messages } from '@/shared/messages'
import { appointment } from '@/shared/messages/appointment'
import { Button, Dialog, LinkButton, Text } from '@/shared/ui'
import { screenErrors } from '@/shared/messages/screen-errors'

const { step1Doctor: words } = appointment

/** Spec section 8: this doctor cannot be booked from the app; the appointment line instead. */
export function NotBookableDialog({ doctor, onClose }: { doctor: Doctor | null; onClose: () => void }) {
  return (
    <Dialog
      open={doctor !== null}
      onClose={onClose}
      title={words.notBookableTitle}
      actions={
        <>
          <Button variant="outline" onClick={onClose}>
            {messages.common.close}
          </Button>
          <LinkButton href={`tel:${HOSPITAL.phones.appointment}`} icon={<Phone aria-hidden="true" />}>
            {words.callToBook}
          </LinkButton>
        </>
      }
    >
      {doctor && (
        <>
          <Text size="lg" weight="bold">
            {appointment.doctorName(doctor.doctorName, doctor.position)}
          </Text>
          <p>{screenErrors.notBookable}</p>
          <Text size="sm" tone="sub">
            {words.phoneHours}
          </Text>
        </>
      )}
    </Dialog>
  )
}
