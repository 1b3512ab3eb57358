/**
 * The floor guide and the department information say the same: every department of the
 * hospital is drawn on the floor and in the building its own location names.
 */
import { describe, expect, it } from 'vitest'
import { departmentLocations } from '@/features/hospital/lib/floors'
import { DEPARTMENTS } from '../../../mocks/seed/hospital/departments'

const BUILDINGS = { 본관: 'main', 신관: 'new' } as const

describe('the floor guide knows every department where its location says', () => {
  const locations = departmentLocations()

  it.each(DEPARTMENTS.map((department) => [department.name, department.location] as const))(
    '%s (%s)',
    (name, location) => {
      const match = /^(본관|신관) ((?:지하 )?\d층)/.exec(location)
      expect(match, `'${location}' names a building and a floor`).not.toBeNull()
      const found = locations.find((entry) => entry.department === name)
      expect(found, `${name} is on the floor guide`).toBeDefined()
      expect(found?.place.building).toBe(BUILDINGS[match![1] as keyof typeof BUILDINGS])
      expect(found?.floor.name).toBe(match![2])
    },
  )
})
