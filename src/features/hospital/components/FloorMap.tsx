import { useId } from 'react'
import { facility } from '@/shared/messages/facility'
import type { Building, Floor } from '@/features/hospital/content/floors'
import { buildingRect, linkRect, MAP, MAP_HEIGHT, MAP_WIDTH, placeRect } from '@/features/hospital/lib/floors'
import styles from './Facility.module.css'

const { layout: words } = facility

const BUILDINGS: readonly Building[] = ['main', 'new']

/**
 * One floor of both buildings as a picture: every place a box with its short name, lifts and
 * toilets included. It is an image to assistive technology (its name says the list below holds
 * the same facts); the text scales with the picture, never past the screen's width.
 */
export function FloorMap({ floor, selected }: { floor: Floor; selected?: string | null }) {
  const titleId = useId()
  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      preserveAspectRatio="xMidYMin meet"
    >
      <title id={titleId}>{words.mapLabel(floor.name)}</title>
      {BUILDINGS.map((building) => {
        const outline = buildingRect(building)
        return (
          <g key={building}>
            <rect className={styles.building} {...outline} rx={8} />
            <text
              className={styles.buildingName}
              x={outline.x + outline.width / 2}
              y={MAP.top - 10}
              textAnchor="middle"
            >
              {`${words.buildings[building]} ${floor.name}`}
            </text>
          </g>
        )
      })}
      {floor.connected && <rect className={styles.link} {...linkRect()} />}
      {floor.places.map((place) => {
        const box = placeRect(place)
        const classes = [styles.place, styles[place.kind], place.id === selected && styles.selected]
        return (
          <g key={place.id} className={classes.filter(Boolean).join(' ')}>
            <rect {...box} rx={6} />
            <text x={box.x + box.width / 2} y={box.y + box.height / 2} textAnchor="middle" dominantBaseline="central">
              {place.label}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
