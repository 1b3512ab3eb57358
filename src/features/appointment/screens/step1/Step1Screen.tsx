import { useQuery } from '@tanstack/react-query'
import { Building2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { appointment } from '@/shared/messages/appointment'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { EmptyState, List, ListRow, QueryState, SearchField, SearchOutcome } from '@/shared/ui'
import { bookableDepartmentsQuery } from '@/features/appointment/appointment.queries'
import styles from '@/features/appointment/components/Appointment.module.css'
import { StepIndicator } from '@/features/appointment/components/StepIndicator'
import { find, indexDepartments } from '@/shared/domain/search/doctor-search'

const { step1: words } = appointment

/** Booking step 1: the departments that take bookings, with the Korean search. */
export default function Step1Screen() {
  const query = useQuery(bookableDepartmentsQuery())
  const [text, setText] = useState('')
  const index = useMemo(() => indexDepartments(query.data ?? []), [query.data])
  const hits = useMemo(() => find(index, text), [index, text])

  return (
    <div className={styles.page}>
      <StepIndicator step={1} />
      <div className={styles.intro}>
        <SearchField label={words.searchLabel} value={text} onChange={setText} placeholder={words.searchPlaceholder} />
        <p className={styles.hint}>{words.hint}</p>
      </div>
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
              <div className={styles.listSection}>
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
              </div>
            </SearchOutcome>
          )
        }}
      </QueryState>
    </div>
  )
}
