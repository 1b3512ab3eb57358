import { useId } from 'react'
import { facility } from '@/shared/messages/facility'
import { Badge, Card, Cluster, Stack, Text } from '@/shared/ui'
import type { Building, Floor } from '@/features/hospital/content/floors'
import { placesIn } from '@/features/hospital/lib/floors'
import styles from './Facility.module.css'

const { layout: words } = facility

function BuildingPlaces({ floor, building, selected }: { floor: Floor; building: Building; selected?: string | null }) {
  const titleId = useId()
  const places = placesIn(floor, building)
  return (
    <Card as="section" padding="flush" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.buildingTitle}>
        {words.buildingList(words.buildings[building], floor.name)}
      </h3>
      <ul className={styles.places}>
        {places.map((place) => (
          <li key={place.id} className={place.id === selected ? styles.placeSelected : undefined}>
            <span
              className={`${styles.kind} ${styles[`${place.kind}Word`]}`}
              // A lift is called a lift: the kind is not read twice.
              aria-hidden={words.kinds[place.kind] === place.name || undefined}
            >
              {words.kinds[place.kind]}
            </span>
            <Stack as="span" gap={1}>
              <Cluster as="span">
                <Text as="span" weight="bold">
                  {place.name}
                </Text>
                {place.id === selected && <Badge tone="primary">{words.selected}</Badge>}
              </Cluster>
              {place.departments && (
                <Text as="span" size="sm" tone="sub">
                  {`${words.departments}: ${place.departments.join(', ')}`}
                </Text>
              )}
              {place.detail && (
                <Text as="span" size="sm" tone="sub">
                  {place.detail}
                </Text>
              )}
            </Stack>
          </li>
        ))}
      </ul>
    </Card>
  )
}

/** The floor's facts as text, building by building: what a screen reader reads for the picture. */
export function FloorPlaces({ floor, selected }: { floor: Floor; selected?: string | null }) {
  return (
    <Stack gap={4}>
      <BuildingPlaces floor={floor} building="main" selected={selected} />
      <BuildingPlaces floor={floor} building="new" selected={selected} />
      <Text size="sm" tone="sub">
        {floor.connected ? words.linkNote : words.noLinkNote}
      </Text>
    </Stack>
  )
}
