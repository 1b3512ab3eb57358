import { ChevronDown } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { facility } from '@/shared/messages/facility'
import { FacilityTabs } from '@/features/hospital/components/FacilityTabs'
import styles from '@/features/hospital/components/Facility.module.css'
import { FloorLegend } from '@/features/hospital/components/FloorLegend'
import { FloorMap } from '@/features/hospital/components/FloorMap'
import { FloorPlaces } from '@/features/hospital/components/FloorPlaces'
import { useRememberedParam } from '@/features/hospital/hooks/use-remembered-param'
import { FLOORS } from '@/features/hospital/content/floors'
import { departmentLocations, floorById, type DepartmentLocation } from '@/features/hospital/lib/floors'
import { Page, Stack, Text, ToggleChip } from '@/shared/ui'

const { layout: words } = facility

/** The floor a visitor sees first: the entrance floor. */
const FIRST_FLOOR = FLOORS.find((floor) => floor.id === '1F')!

/**
 * The floor guide (층별 안내): a floor at a time (kept in the address, ?floor=), drawn as a
 * picture of both buildings and listed as text; a department finder that opens its floor and
 * marks its place.
 */
export default function FacilityLayoutScreen() {
  const [floorParam, setFloorParam] = useRememberedParam('floor')
  const [selected, setSelected] = useState<string | null>(null)
  const finder = useRef<HTMLDetailsElement>(null)
  const mapHeading = useRef<HTMLHeadingElement>(null)
  const mapTitleId = useId()
  const listTitleId = useId()
  const floor = floorById(floorParam) ?? FIRST_FLOOR

  const showFloor = (id: string) => {
    setFloorParam(id === FIRST_FLOOR.id ? '' : id)
    setSelected(null)
  }

  const find = (location: DepartmentLocation) => {
    setFloorParam(location.floor.id === FIRST_FLOOR.id ? '' : location.floor.id)
    setSelected(location.place.id)
    if (finder.current) finder.current.open = false
    mapHeading.current?.focus()
    mapHeading.current?.scrollIntoView({ block: 'start' })
  }

  return (
    <Page>
      <FacilityTabs current="hospitalFacilityLayout" />

      <details ref={finder} className={styles.finder}>
        <summary>
          {words.findTitle}
          <ChevronDown aria-hidden="true" />
        </summary>
        <Text size="sm" tone="sub" className={styles.findHint}>
          {words.findHint}
        </Text>
        <ul className={styles.finderList} aria-label={words.findLabel}>
          {departmentLocations().map((location) => (
            <li key={location.department}>
              <button type="button" onClick={() => find(location)}>
                <Text as="span" weight="bold">
                  {location.department}
                </Text>
                <Text as="span" size="sm" tone="sub">
                  {words.where(words.buildings[location.place.building], location.floor.name, location.place.name)}
                </Text>
              </button>
            </li>
          ))}
        </ul>
      </details>

      <div className={styles.floors} role="group" aria-label={words.floorsLabel}>
        {FLOORS.map((item) => (
          <ToggleChip key={item.id} pressed={item.id === floor.id} onClick={() => showFloor(item.id)}>
            {item.name}
          </ToggleChip>
        ))}
      </div>

      <Stack as="section" inset aria-labelledby={mapTitleId}>
        <h2 id={mapTitleId} ref={mapHeading} tabIndex={-1} className={styles.floorTitle}>
          {words.mapTitle(floor.name)}
        </h2>
        <Text tone="sub">{floor.summary}</Text>
        <FloorMap floor={floor} selected={selected} />
        <FloorLegend floor={floor} />
      </Stack>

      <Stack as="section" inset aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className={styles.floorTitle}>
          {words.listTitle(floor.name)}
        </h2>
        <FloorPlaces floor={floor} selected={selected} />
      </Stack>

      <Stack inset>
        <Text size="sm" tone="sub">
          {words.wards}
        </Text>
      </Stack>
    </Page>
  )
}
