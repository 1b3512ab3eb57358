import { useQuery } from '@tanstack/react-query'
import { Phone } from 'lucide-react'
import { hospital } from '@/shared/messages/hospital'
import { OfflineNotice, receivedAt } from '@/shared/offline/OfflineNotice'
import { EmptyState, List, ListRow, Page, QueryState, Section } from '@/shared/ui'
import { FacilityTabs } from '@/features/hospital/components/FacilityTabs'
import { telephonesQuery } from '@/features/hospital/hospital.queries'
import { groupByCategory } from '@/features/hospital/lib/telephone'

const { telephone: words } = hospital

/** The hospital's phone numbers by category (a facility page); each row dials its number. */
export default function TelephoneScreen() {
  const query = useQuery(telephonesQuery())
  return (
    <Page>
      <FacilityTabs current="hospitalFacilityTelephone" />
      <OfflineNotice since={receivedAt(query)} />
      <QueryState query={query} isEmpty={(list) => list.length === 0} empty={<EmptyState title={words.empty} />}>
        {(entries) =>
          groupByCategory(entries).map(([category, rows]) => (
            <Section key={category} title={category} variant="plain">
              <List label={category}>
                {rows.map((entry) => (
                  <ListRow
                    key={`${entry.name}-${entry.phone}`}
                    as="a"
                    href={`tel:${entry.phone}`}
                    leading={<Phone aria-hidden="true" />}
                    title={entry.name}
                    trailing={entry.phone}
                  />
                ))}
              </List>
            </Section>
          ))
        }
      </QueryState>
    </Page>
  )
}
