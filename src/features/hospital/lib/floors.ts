import { FLOORS, GRID, type Building, type Floor, type Place } from '@/features/hospital/content/floors'

/** The floor picture's geometry, in SVG user units (the picture scales to the screen's width). */
export const MAP = {
  cellWidth: 48,
  cellHeight: 44,
  /** Left edge of the main building, and the gap between the buildings (the link corridor). */
  left: 8,
  gap: 24,
  /** Room above the buildings for their names. */
  top: 30,
  bottom: 8,
} as const

const buildingLeft = (building: Building): number =>
  building === 'main' ? MAP.left : MAP.left + GRID.main.cols * MAP.cellWidth + MAP.gap

export const MAP_WIDTH = buildingLeft('new') + GRID.new.cols * MAP.cellWidth + MAP.left
export const MAP_HEIGHT = MAP.top + GRID.main.rows * MAP.cellHeight + MAP.bottom

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** A building's outline. */
export const buildingRect = (building: Building): Rect => ({
  x: buildingLeft(building),
  y: MAP.top,
  width: GRID[building].cols * MAP.cellWidth,
  height: GRID[building].rows * MAP.cellHeight,
})

/** A place's box: its cells, with a small inset so neighbours stay apart. */
export function placeRect(place: Place, inset = 2): Rect {
  return {
    x: buildingLeft(place.building) + place.col * MAP.cellWidth + inset,
    y: MAP.top + place.row * MAP.cellHeight + inset,
    width: (place.cols ?? 1) * MAP.cellWidth - 2 * inset,
    height: (place.rows ?? 1) * MAP.cellHeight - 2 * inset,
  }
}

/** The corridor between the buildings, at the lifts' row, on floors where they are joined. */
export const linkRect = (): Rect => ({
  x: buildingLeft('main') + GRID.main.cols * MAP.cellWidth,
  y: MAP.top + MAP.cellHeight + MAP.cellHeight / 4,
  width: MAP.gap,
  height: MAP.cellHeight / 2,
})

/** The cells a place covers, as "building:col:row" keys. */
export function cellsOf(place: Place): string[] {
  const cells: string[] = []
  for (let c = place.col; c < place.col + (place.cols ?? 1); c += 1) {
    for (let r = place.row; r < place.row + (place.rows ?? 1); r += 1) cells.push(`${place.building}:${c}:${r}`)
  }
  return cells
}

export const floorById = (id: string | null | undefined): Floor | undefined => FLOORS.find((floor) => floor.id === id)

export const placesIn = (floor: Floor, building: Building): Place[] =>
  floor.places.filter((place) => place.building === building)

export interface DepartmentLocation {
  department: string
  floor: Floor
  place: Place
}

/** Every department with the floor and place it is seen in, in Korean dictionary order. */
export function departmentLocations(floors: readonly Floor[] = FLOORS): DepartmentLocation[] {
  return floors
    .flatMap((floor) =>
      floor.places.flatMap((place) => (place.departments ?? []).map((department) => ({ department, floor, place }))),
    )
    .sort((a, b) => a.department.localeCompare(b.department, 'ko'))
}
