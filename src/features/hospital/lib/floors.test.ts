import { describe, expect, it } from 'vitest'
import { FLOORS, GRID } from '@/features/hospital/content/floors'
import { cellsOf, departmentLocations, floorById, MAP_HEIGHT, MAP_WIDTH, placeRect } from './floors'

describe('the floor guide content', () => {
  it.each(FLOORS.map((floor) => [floor.name, floor] as const))(
    '%s: places inside their building, never overlapping',
    (_, floor) => {
      const taken = new Set<string>()
      for (const place of floor.places) {
        const { cols, rows } = GRID[place.building]
        expect(place.col + (place.cols ?? 1), `${place.id} fits the width`).toBeLessThanOrEqual(cols)
        expect(place.row + (place.rows ?? 1), `${place.id} fits the height`).toBeLessThanOrEqual(rows)
        for (const cell of cellsOf(place)) {
          expect(taken.has(cell), `${place.id} overlaps at ${cell}`).toBe(false)
          taken.add(cell)
        }
      }
    },
  )

  it('gives every place a unique id', () => {
    const ids = FLOORS.flatMap((floor) => floor.places.map((place) => place.id))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('shows lifts and toilets in both buildings on every floor', () => {
    for (const floor of FLOORS) {
      for (const building of ['main', 'new'] as const) {
        const kinds = floor.places.filter((p) => p.building === building).map((p) => p.kind)
        expect(kinds, `${floor.name} ${building}`).toContain('lift')
        expect(kinds, `${floor.name} ${building}`).toContain('toilet')
      }
    }
  })

  it('shows the pharmacy and payment desks', () => {
    const kinds = FLOORS.flatMap((floor) => floor.places.map((place) => place.kind))
    expect(kinds).toContain('pharmacy')
    expect(kinds.filter((kind) => kind === 'payment').length).toBeGreaterThanOrEqual(5)
  })

  it('keeps labels short enough for their box (about 12 units a letter)', () => {
    for (const place of FLOORS.flatMap((floor) => floor.places)) {
      const width = placeRect(place).width
      expect(place.label.length * 12, `${place.id}: '${place.label}' in ${width}`).toBeLessThanOrEqual(width - 4)
    }
  })

  it('draws everything inside the picture', () => {
    for (const place of FLOORS.flatMap((floor) => floor.places)) {
      const rect = placeRect(place)
      expect(rect.x + rect.width).toBeLessThanOrEqual(MAP_WIDTH)
      expect(rect.y + rect.height).toBeLessThanOrEqual(MAP_HEIGHT)
    }
  })
})

describe('departmentLocations', () => {
  it('lists each department once, in Korean order, with its floor', () => {
    const locations = departmentLocations()
    const names = locations.map((location) => location.department)
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ko')))
    expect(locations.find((l) => l.department === '순환기내과')).toMatchObject({
      floor: { id: '2F' },
      place: { id: '2F-internal-a' },
    })
  })
})

describe('floorById', () => {
  it('finds a floor, or nothing for an unknown id', () => {
    expect(floorById('B1')?.name).toBe('지하 1층')
    expect(floorById('9F')).toBeUndefined()
    expect(floorById(null)).toBeUndefined()
  })
})
