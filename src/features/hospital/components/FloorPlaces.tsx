import { useId } from 'react'
import { facility } from '@/shared/messages/facility'
import { Badge } from '@/shared/ui'
import type { Building, Floor } from '../content/floors'
import { placesIn } from '../lib/floors'
import styles from './Facility.module.css'

const { layout: words } = facility

function BuildingPlaces({ floor, building, selected }: { floor: Floor; building: Building; selected?: string | null }) {
  const titleId = useId()
  const places = placesIn(floor, building)
  return (
    <section className={styles.buildingList} aria-labelledby={titleId}>
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
            <span className={styles.placeText}>
              <span className={styles.placeName}>
                {place.name}
                {place.id === selected && <Badge tone="primary">{words.selected}</Badge>}
              </span>
              {place.departments && (
                <span className={styles.placeDetail}>
                  {words.departments}: {place.departments.join(', ')}
                </span>
              )}
              {place.detail && <span className={styles.placeDetail}>{place.detail}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The floor's facts as text, building by building: what a screen reader reads for the picture. */
export function FloorPlaces({ floor, selected }: { floor: Floor; selected?: string | null }) {
  return (
    <div className={styles.placeLists}>
      <BuildingPlaces floor={floor} building="main" selected={selected} />
      <BuildingPlaces floor={floor} building="new" selected={selected} />
      <p className={styles.note}>{floor.connected ? words.linkNote : words.noLinkNote}</p>
    </div>
  )
}
