import { useQuery } from '@tanstack/react-query'
import type { InpatientStatus, InpatientStatusCode } from '@/api/generated/inpatient/model'
import { todayKst } from '@/shared/lib/dates'
import { formatDate } from '@/shared/lib/korea-time'
import { inpatient } from '@/shared/messages/inpatient'
import { href } from '@/shared/routes/route-table'
import {
  Badge,
  type BadgeTone,
  Card,
  CardHeader,
  type Fact,
  FactList,
  InfoBox,
  LinkButton,
  QueryState,
} from '@/shared/ui'
import { stayQuery } from '@/features/inpatient/inpatient.queries'
import { dayOfStay } from '@/features/inpatient/lib/schedule'

const { stay: words } = inpatient

const TONE: Record<InpatientStatusCode, BadgeTone> = {
  IN_HOSPITAL: 'primary',
  WAITING_ADMISSION: 'info',
  PROVISIONAL_DISCHARGE: 'warning',
  DISCHARGED: 'neutral',
}

/** The stay's status in the spec's four words, never colour alone. */
export function StayStatusBadge({ status }: { status: InpatientStatusCode }) {
  return <Badge tone={TONE[status]}>{inpatient.status[status]}</Badge>
}

function Stay({ stay }: { stay: InpatientStatus }) {
  const today = todayKst()
  const facts: Fact[] = [
    [words.room, stay.ward && words.roomValue(stay.ward, stay.room, stay.bed)],
    [words.doctor, stay.departmentName && words.doctorValue(stay.departmentName, stay.doctorName)],
    [
      words.admissionDate,
      stay.admissionDate &&
        `${formatDate(stay.admissionDate)}${stay.status === 'IN_HOSPITAL' ? ` · ${words.dayOfStay(dayOfStay(stay.admissionDate, today))}` : ''}`,
    ],
    [words.expectedDischarge, stay.expectedDischargeDate && formatDate(stay.expectedDischargeDate)],
  ]
  return (
    <Card as="section" inset aria-labelledby="stay-title">
      <CardHeader
        large
        titleId="stay-title"
        title={words.title}
        aside={stay.status && <StayStatusBadge status={stay.status} />}
      />
      <FactList facts={facts} />
      {stay.status === 'PROVISIONAL_DISCHARGE' && (
        <InfoBox>
          {words.preparingHint}
          <LinkButton variant="text" size="sm" chevron to={href('inpatientInformationDischarge')}>
            {words.dischargeGuide}
          </LinkButton>
        </InfoBox>
      )}
    </Card>
  )
}

/** Where the patient is staying and since when: ward, room and bed, doctor, dates, and the stay's status. */
export function StayCard() {
  const query = useQuery(stayQuery())
  return <QueryState query={query}>{(stay) => <Stay stay={stay} />}</QueryState>
}
