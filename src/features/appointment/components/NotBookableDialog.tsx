import { Phone } from 'lucide-react'
import type { Doctor } from '@/api/generated/outpatient/model'
import { HOSPITAL } from '@/shared/config/hospital'
import { messages } from '@/shared/messages'
import { appointment } from '@/shared/messages/appointment'
import { Button, Dialog } from '@/shared/ui'
import styles from './Appointment.module.css'

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
          <a className={styles.call} href={`tel:${HOSPITAL.phones.appointment}`}>
            <Phone aria-hidden="true" />
            {words.callToBook}
          </a>
        </>
      }
    >
      {doctor && (
        <>
          <p className={styles.doctorLine}>{appointment.doctorName(doctor.doctorName, doctor.position)}</p>
          <p>{messages.errors.notBookable}</p>
          <p className={styles.hint}>{words.phoneHours}</p>
        </>
      )}
    </Dialog>
  )
}
