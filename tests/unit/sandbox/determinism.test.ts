import { describe, expect, it } from 'vitest'
import { buildWorld } from '../../../mocks/seed/build-world'
import { createDatabase } from '../../../mocks/db/database'
import { dumpCollections, loadCollections } from '../../../mocks/db/snapshot'

describe('the seeded world', () => {
  it('is the same for the same settings', () => {
    expect(buildWorld()).toEqual(buildWorld())
  })

  it('differs for another seed, in its generated parts only', () => {
    const a = buildWorld()
    const b = buildWorld({ seed: 7 })
    expect(a.collections.doctors).not.toEqual(b.collections.doctors)
    const anchor = (w: typeof a) => w.collections.doctors?.find((d) => d.doctorCode === 'D1001')?.doctorName
    expect(anchor(a)).toBe('김성훈')
    expect(anchor(b)).toBe('김성훈')
    expect(a.collections.patients).toEqual(b.collections.patients)
  })

  it('is a realistic hospital', () => {
    const { collections } = buildWorld()
    expect(collections.departments?.length).toBeGreaterThanOrEqual(25)
    expect(collections.doctors?.length).toBeGreaterThanOrEqual(100)
    expect(collections.doctors?.some((d) => d.isBookable === 'N')).toBe(true)
    expect(collections.notices?.some((n) => /onerror|<script/i.test(String(n.contents)))).toBe(true)
  })

  it('loads into the database and dumps back to the same records', async () => {
    const world = buildWorld()
    const db = createDatabase()
    await loadCollections(db, world.collections)
    const dumped = dumpCollections(db)
    for (const [name, records] of Object.entries(world.collections)) {
      expect(dumped[name as keyof typeof dumped], name).toEqual(records)
    }
  })
})
