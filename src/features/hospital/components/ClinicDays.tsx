import { useQuery } from '@tanstack/react-query'
import { kst } from '@/shared/lib/dates'
import { formatDate } from '@/shared/lib/korea-time'
import { hospital } from '@/shared/messages/hospital'
import { FactList, QueryState, Text } from '@/shared/ui'
import { doctorClinicDaysQuery } from '@/features/hospital/hospital.queries'
import { clinicDates } from '@/features/hospital/lib/schedule'

const { doctor: words } = hospital

/** The detail screen lists this many days ahead, today included. */
const DAYS_AHEAD = 14

/** The doctor's clinic days of the coming two weeks, one line per date. */
export function ClinicDays({ departmentCode, doctorCode }: { departmentCode: string; doctorCode: string }) {
  // Formatted on the Korea-time day itself (isoDate() of a Dayjs shifts it by the offset again).
  const today = kst()
  const query = useQuery(
    doctorClinicDaysQuery(
      departmentCode,
      doctorCode,
      today.format('YYYY-MM-DD'),
      today.add(DAYS_AHEAD - 1, 'day').format('YYYY-MM-DD'),
    ),
  )
  return (
    <QueryState query={query}>
      {(days) => {
        const dates = clinicDates(days)
        if (dates.length === 0) return <Text>{words.noClinicDays}</Text>
        return (
          <FactList
            aria-label={words.clinicDays}
            align="end"
            divided
            facts={dates.map(({ date, sessions }) => [
              formatDate(date),
              <Text key="open" as="span" weight="bold" tone="primary">
                {sessions.map((s) => words.session[s]).join(' · ')}
              </Text>,
            ])}
          />
        )
      }}
    </QueryState>
  )
}
