import type { FirstVisitRequest } from '@/api/generated/outpatient/model'
import { formatDate, formatDateTime, formatTime, isoDateTime } from '@/shared/lib/korea-time'
import { firstVisit } from '@/shared/messages/first-visit'
import { href } from '@/shared/routes/route-table'
import { Button, CallLink, Card, CardHeader, FactList, InfoBox, LinkButton, Section, Stack, Text } from '@/shared/ui'
import { StepTracker, type TrackedStep } from '@/shared/ui/step-tracker/StepTracker'
import { useCancelFirstVisit } from '@/features/first-visit/hooks/use-cancel-first-visit'
import { StatusBadge } from './StatusBadge'

const { facts } = firstVisit

/** 2026.11.23 (월) 오후 2:05, in Korea. */
const moment = (at: string) => `${formatDate(at)} ${formatTime(isoDateTime(at).slice(11, 16))}`

const HEADLINES: Record<FirstVisitRequest['status'], string> = {
  RECEIVED: firstVisit.received.headline,
  BOOKED: firstVisit.booked.headline,
  CALLBACK: firstVisit.callback.headline,
  CANCELLED: firstVisit.cancelled.headline,
}

/** Received, checked by the desk, booked: where a waiting request stands. */
function WaitingSteps({ request }: { request: FirstVisitRequest }) {
  const steps: TrackedStep[] = [
    { label: firstVisit.steps.received, state: 'done', time: moment(request.createdAt) },
    {
      label: firstVisit.steps.checking,
      state: 'current',
      hint: firstVisit.received.answerBy(formatDate(request.answerBy)),
    },
    { label: firstVisit.steps.answered, state: 'next' },
  ]
  return <StepTracker steps={steps} label={firstVisit.steps.label} dense />
}

/** The desk's answer: the booking and the patient number, or when and from where it calls. */
function Answer({ request }: { request: FirstVisitRequest }) {
  const { booking, callback } = request
  if (booking) {
    return (
      <Stack gap={3}>
        <FactList
          facts={[
            [facts.appointment, formatDateTime(booking.appointmentDate, booking.appointmentTime)],
            [facts.department, booking.departmentName],
            [facts.doctor, booking.doctorName],
            [facts.patientNo, booking.patientNo],
          ]}
        />
        <Text>{firstVisit.booked.patientNo(booking.patientNo)}</Text>
        <InfoBox>{firstVisit.booked.bring}</InfoBox>
        <LinkButton variant="primary" size="lg" fullWidth to={href('outpatientAppointmentInquiryClinic')}>
          {firstVisit.booked.seeAppointments}
        </LinkButton>
      </Stack>
    )
  }
  if (callback) {
    return (
      <Stack gap={3}>
        <Text>{callback.reason}</Text>
        <Text weight="bold">
          {firstVisit.callback.when(formatDate(callback.callDate), firstVisit.callback.callTimes[callback.callTime])}
        </Text>
        <Text tone="sub">{firstVisit.callback.from}</Text>
        <CallLink phone={callback.fromPhone} fullWidth>
          {callback.fromPhone}
        </CallLink>
      </Stack>
    )
  }
  return null
}

/** What the patient asked for. */
function RequestFacts({ request }: { request: FirstVisitRequest }) {
  return (
    <FactList
      facts={[
        [facts.requestedAt, moment(request.createdAt)],
        [facts.department, request.departmentName ?? facts.departmentUnknown],
        [facts.symptoms, request.symptoms],
        [facts.dates, request.preferredDates.map((day) => formatDate(day)).join(', ')],
        [facts.time, firstVisit.form.times[request.preferredTime]],
        [facts.contact, request.contactPhone],
      ]}
    />
  )
}

/** One first-visit request: where it stands, the desk's answer, what was asked, and its cancel. */
export function RequestView({ request }: { request: FirstVisitRequest }) {
  const { confirmAndCancel, isPending } = useCancelFirstVisit()
  return (
    <>
      <Card as="section" inset aria-labelledby="first-visit-headline">
        <CardHeader
          large
          titleId="first-visit-headline"
          title={HEADLINES[request.status]}
          aside={<StatusBadge status={request.status} />}
        />
        {request.status === 'RECEIVED' ? <WaitingSteps request={request} /> : <Answer request={request} />}
      </Card>
      <Section title={firstVisit.newTitle} padded>
        <RequestFacts request={request} />
      </Section>
      {request.status === 'RECEIVED' && (
        <Stack inset>
          <Button
            variant="outline"
            fullWidth
            loading={isPending}
            onClick={() => void confirmAndCancel(request.firstVisitId)}
          >
            {firstVisit.cancel.button}
          </Button>
        </Stack>
      )}
    </>
  )
}
