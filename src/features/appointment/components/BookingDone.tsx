import { BellRing } from 'lucide-react'
import { formatDateTime } from '@/shared/lib/korea-time'
import { appointment as appointmentWords } from '@/shared/messages/appointment'
import { href } from '@/shared/routes/route-table'
import { Completion, LinkButton } from '@/shared/ui'

const { done: words, step3, visitType: visitTypeNames } = appointmentWords

export interface BookedAppointment {
  appointmentId: string
  appointmentDate: string
  appointmentTime: string
  departmentName: string
  doctorName: string
  /** The doctor's title as the confirmation showed it (조교수, 부교수 ...): one title for one doctor. */
  position?: string | undefined
  visitType: 'FIRST' | 'REVISIT'
  location?: string | undefined
}

/** The booking is made: what was booked, the way to the bookings, an alarm, and home. */
export function BookingDone({ appointment }: { appointment: BookedAppointment }) {
  return (
    <Completion
      title={words.title}
      message={words.description}
      facts={[
        [step3.dateTime, formatDateTime(appointment.appointmentDate, appointment.appointmentTime)],
        [step3.department, appointment.departmentName],
        [step3.doctor, appointmentWords.doctorName(appointment.doctorName, appointment.position)],
        [step3.visitType, visitTypeNames[appointment.visitType]],
        [step3.location, appointment.location ?? step3.locationUnknown],
        [words.appointmentId, appointment.appointmentId],
      ]}
      primary={
        <LinkButton variant="primary" size="lg" to={href('outpatientAppointmentInquiryClinic')}>
          {words.toInquiry}
        </LinkButton>
      }
      secondary={
        <LinkButton variant="ghost" size="lg" to={href('home')}>
          {words.toHome}
        </LinkButton>
      }
    >
      <LinkButton
        icon={<BellRing aria-hidden="true" />}
        to={href('alarmSettings', {
          appointmentId: appointment.appointmentId,
          appointmentDate: appointment.appointmentDate,
          appointmentTime: appointment.appointmentTime,
          routeInfo: 'clinic',
        })}
      >
        {words.setAlarm}
      </LinkButton>
    </Completion>
  )
}
