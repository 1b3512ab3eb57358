import { useQuery } from '@tanstack/react-query'
import { CalendarDays, ChevronDown, ChevronUp } from 'lucide-react'
import { useState } from 'react'
import { todayKst } from '@/shared/lib/dates'
import { formatDate } from '@/shared/lib/korea-time'
import { inpatient } from '@/shared/messages/inpatient'
import { Button, EmptyState, InfoBox, Page, QueryState, Section, Stack, Text } from '@/shared/ui'
import styles from '@/features/inpatient/components/Inpatient.module.css'
import { ScheduleEntries } from '@/features/inpatient/components/ScheduleEntries'
import { StayCard } from '@/features/inpatient/components/StayCard'
import { stayScheduleQuery } from '@/features/inpatient/inpatient.queries'
import { splitStayDays, type ScheduleDay } from '@/features/inpatient/lib/schedule'

const { schedule: words } = inpatient

function Days({ days }: { days: ScheduleDay[] }) {
  return days.map((day) => {
    const title = formatDate(day.date)
    return (
      <section key={day.date} aria-label={title}>
        <Stack inset>
          <Text as="h3" weight="bold">
            {title}
          </Text>
        </Stack>
        <ScheduleEntries items={day.items} label={title} />
      </section>
    )
  })
}

function PastDays({ days }: { days: ScheduleDay[] }) {
  const [open, setOpen] = useState(false)
  return (
    <Section title={words.past}>
      <Stack className={styles.pastToggle}>
        <Button
          variant="outline"
          fullWidth
          aria-expanded={open}
          icon={open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          onClick={() => setOpen(!open)}
        >
          {open ? words.hidePast : words.showPast(days.length)}
        </Button>
      </Stack>
      {open && <Days days={days} />}
    </Section>
  )
}

/**
 * The stay's schedule (입원 일정): the stay's status and room, then today's tests, surgery,
 * rounds and procedures, the days to come, and the days gone by (folded away).
 */
export default function InpatientScheduleScreen() {
  const today = todayKst()
  const query = useQuery(stayScheduleQuery())
  return (
    <Page>
      <StayCard />
      <QueryState
        query={query}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState icon={<CalendarDays aria-hidden="true" />} title={words.empty} description={words.emptyHint} />
        }
      >
        {(items) => {
          const { today: todayItems, upcoming, past } = splitStayDays(items, today)
          return (
            <>
              <Section title={words.today(formatDate(today))}>
                {todayItems.length > 0 ? (
                  <ScheduleEntries items={todayItems} label={words.today(formatDate(today))} />
                ) : (
                  <Text tone="sub" className={styles.none}>
                    {words.nothingToday}
                  </Text>
                )}
              </Section>
              {upcoming.length > 0 && (
                <Section title={words.upcoming}>
                  <Days days={upcoming} />
                </Section>
              )}
              {past.length > 0 && <PastDays days={past} />}
              <Stack inset>
                <InfoBox>{words.changeNote}</InfoBox>
              </Stack>
            </>
          )
        }}
      </QueryState>
    </Page>
  )
}
