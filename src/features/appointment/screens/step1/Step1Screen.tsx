import { useQuery } from '@tanstack/react-query'
import { Building2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { appointment } from '@/shared/messages/appointment'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { EmptyState, List, ListRow, Page, QueryState, SearchField, SearchOutcome, Stack, Text } from '@/shared/ui'
import { bookableDepartmentsQuery } from '@/features/appointment/appointment.queries'
import { RecentDoctors } from '@/features/appointment/components/RecentDoctors'
import { StepIndicator } from '@/features/appointment/components/StepIndicator'
import { find, indexDepartments } from '@/shared/domain/search/doctor-search'
import { useBookingStart } from '@/features/appointment/hooks/use-booking-start'

const { step1: words } = appointment

/** Booking step 1: the departments that take bookings, with the Korean search. */
export default function Step1Screen() {
  useBookingStart()
  const query = useQuery(bookableDepartmentsQuery())
  const [text, setText] = useState('')
  const index = useMemo(() => indexDepartments(query.data ?? []), [query.data])
  const hits = useMemo(() => find(index, text), [index, text])

  return (
    <Page>
      <StepIndicator step={1} />
      <RecentDoctors />
      <Stack inset gap={2}>
        <SearchField label={words.searchLabel} value={text} onChange={setText} placeholder={words.searchPlaceholder} />
        <Text size="sm" tone="sub">
          {words.hint}
        </Text>
      </Stack>
      <QueryState
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={words.empty} description={words.emptyHint} />}
      >
        {(departments) => {
          const shown = hits ? hits.map((hit) => hit.item) : departments
          return (
            <SearchOutcome
              announcement={hits ? words.found(hits.length) : undefined}
              found={shown.length > 0}
              hint={words.noResultsHint}
            >
              <Stack inset>
                <List label={words.departments}>
                  {shown.map((department) => (
                    <ListRow
                      key={department.departmentCode}
                      as={AppLink}
                      to={href('outpatientAppointmentStep1Doctor', undefined, {
                        departmentCode: department.departmentCode,
                      })}
                      chevron
                      leading={<Building2 aria-hidden="true" />}
                      title={department.departmentName}
                      description={department.location}
                    />
                  ))}
                </List>
              </Stack>
            </SearchOutcome>
          )
        }}
      </QueryState>
    </Page>
  )
}
