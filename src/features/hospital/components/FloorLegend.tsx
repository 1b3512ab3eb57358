import { facility } from '@/shared/messages/facility'
import type { Floor, PlaceKind } from '@/features/hospital/content/floors'
import { Legend } from '@/shared/ui'
import styles from './Facility.module.css'

const { layout: words } = facility

/** The order the legend reads in. */
const KINDS: readonly PlaceKind[] = [
  'clinic',
  'exam',
  'emergency',
  'payment',
  'pharmacy',
  'desk',
  'amenity',
  'lift',
  'toilet',
  'entrance',
]

/** What the picture's boxes are: the kinds on this floor, each a sample box and its word. */
export function FloorLegend({ floor }: { floor: Floor }) {
  const present = new Set(floor.places.map((place) => place.kind))
  return (
    <Legend
      label={words.legend}
      items={[
        ...KINDS.filter((kind) => present.has(kind)).map((kind) => ({
          mark: (
            <svg className={`${styles.swatch} ${styles[kind]}`} viewBox="0 0 20 20" aria-hidden="true">
              <rect x={1} y={1} width={18} height={18} rx={4} />
            </svg>
          ),
          text: kind === 'lift' ? `EV ${words.kinds.lift}` : words.kinds[kind],
        })),
        ...(floor.connected
          ? [
              {
                mark: (
                  <svg className={`${styles.swatch} ${styles.linkSwatch}`} viewBox="0 0 20 20" aria-hidden="true">
                    <rect x={1} y={6} width={18} height={8} />
                  </svg>
                ),
                text: words.link,
              },
            ]
          : []),
      ]}
    />
  )
}
