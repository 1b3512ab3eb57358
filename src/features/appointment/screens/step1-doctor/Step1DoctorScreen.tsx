import { useQuery } from '@tanstack/react-query'
import { UserRound } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { Doctor } from '@/api/generated/outpatient/model'
import { appointment } from '@/shared/messages/appointment'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import {
  Badge,
  EmptyState,
  LinkButton,
  List,
  ListRow,
  Page,
  QueryState,
  SearchField,
  SearchOutcome,
  Stack,
  Text,
} from '@/shared/ui'
import { bookableDepartmentsQuery, bookableDoctorsQuery } from '@/features/appointment/appointment.queries'
import { NotBookableDialog } from '@/features/appointment/components/NotBookableDialog'
import { StepIndicator } from '@/features/appointment/components/StepIndicator'
import { readBooking } from '@/features/appointment/lib/booking'
import { doctorSearchExamples, find, indexDoctors, type DoctorMatch } from '@/shared/domain/search/doctor-search'
import { useBookingStart } from '@/features/appointment/hooks/use-booking-start'

const { step1Doctor: words } = appointment

function DoctorRow({
  doctor,
  match,
  onNotBookable,
}: {
  doctor: Doctor
  match: { kind: DoctorMatch; text: string } | undefined
  onNotBookable: (doctor: Doctor) => void
}) {
  const common = {
    chevron: true,
    leading: <UserRound aria-hidden="true" />,
    title: appointment.doctorName(doctor.doctorName, doctor.position),
    description: (
      <>
        {doctor.speciality}
        {match && match.kind !== 'name' && (
          <>
            <br />
            {words.matchedBy[match.kind]}: {match.text}
          </>
        )}
      </>
    ),
  }
  // A doctor who cannot be booked from the app says so instead of going on.
  return doctor.isBookable === 'Y' ? (
    <ListRow
      as={AppLink}
      to={href('outpatientAppointmentStep2', undefined, {
        departmentCode: doctor.departmentCode,
        doctorCode: doctor.doctorCode,
      })}
      {...common}
    />
  ) : (
    <ListRow
      as="button"
      onClick={() => onNotBookable(doctor)}
      trailing={<Badge tone="warning">{words.phoneOnly}</Badge>}
      {...common}
    />
  )
}

/** Booking step 1, the doctor: the department's doctors, with the Korean search. */
export default function Step1DoctorScreen() {
  useBookingStart()
  const [params] = useSearchParams()
  const { departmentCode } = readBooking(params)
  const departments = useQuery(bookableDepartmentsQuery())
  const query = useQuery({ ...bookableDoctorsQuery(departmentCode ?? ''), enabled: Boolean(departmentCode) })
  const [text, setText] = useState('')
  const [notBookable, setNotBookable] = useState<Doctor | null>(null)
  const index = useMemo(() => indexDoctors(query.data ?? []), [query.data])
  const hits = useMemo(() => find(index, text), [index, text])
  // Examples from this department's doctors: never another department's doctor or speciality.
  const examples = useMemo(() => doctorSearchExamples(query.data ?? []), [query.data])
  const departmentName =
    departments.data?.find((d) => d.departmentCode === departmentCode)?.departmentName ??
    query.data?.[0]?.departmentName

  if (!departmentCode) {
    return (
      <Page>
        <StepIndicator step={1} />
        <EmptyState
          title={words.missingDepartment}
          action={
            <LinkButton variant="primary" to={href('outpatientAppointmentStep1')}>
              {words.chooseDepartment}
            </LinkButton>
          }
        />
      </Page>
    )
  }

  return (
    <Page>
      <StepIndicator step={1} />
      <Stack inset gap={2}>
        {departmentName && (
          <Text as="h2" size="lg" weight="bold">
            {departmentName}
          </Text>
        )}
        <SearchField
          label={words.searchLabel}
          value={text}
          onChange={setText}
          placeholder={words.searchPlaceholder(examples)}
        />
        <Text size="sm" tone="sub">
          {words.hint}
        </Text>
      </Stack>
      <QueryState query={query} isEmpty={(list) => list.length === 0} empty={<EmptyState title={words.empty} />}>
        {(doctors) => {
          const shown = hits ?? doctors.map((item) => ({ item, field: undefined }))
          return (
            <SearchOutcome
              announcement={hits ? words.found(hits.length) : undefined}
              found={shown.length > 0}
              hint={words.noResultsHint(examples)}
            >
              <Stack inset>
                <List label={words.doctors}>
                  {shown.map(({ item, field }) => (
                    <DoctorRow
                      key={item.doctorCode}
                      doctor={item}
                      match={field && { kind: field.kind, text: field.key.text }}
                      onNotBookable={setNotBookable}
                    />
                  ))}
                </List>
              </Stack>
            </SearchOutcome>
          )
        }}
      </QueryState>
      <NotBookableDialog doctor={notBookable} onClose={() => setNotBookable(null)} />
    </Page>
  )
}
