import { describe, expect, it } from 'vitest'
import { loadWorld, saveWorld, sandbox } from '../../../mocks/runtime/sandbox'
import { buildWorld } from '../../../mocks/seed/build-world'

/**
 * The demo loads its world without checking it again (a phone's start-up second), so the check
 * must hold here and at build time: a record that breaks its contract schema fails loudly.
 */
describe('loading a world checks every record against its schema', () => {
  const withBadDoctor = () => {
    const world = buildWorld()
    const [doctor, ...others] = world.collections.doctors!
    world.collections.doctors = [{ ...doctor, slotMinutes: 'ten' }, ...others]
    return world
  }

  it('the seeded world passes, and a world saved from it loads back the same', async () => {
    await loadWorld(buildWorld())
    const saved = saveWorld()
    await loadWorld(saved, { checked: true })
    expect(saveWorld()).toEqual(saved)
    expect(sandbox.db.doctors.all().length).toBeGreaterThan(0)
  })

  it('a record that breaks its schema is refused', async () => {
    await expect(loadWorld(withBadDoctor())).rejects.toThrow(/does not match the schema/)
  })

  it('a checked world is taken as it is, and validation is back for everything after it', async () => {
    await loadWorld(withBadDoctor(), { checked: true })
    expect(sandbox.db.doctors.all()[0]?.slotMinutes).toBe('ten')
    await expect(sandbox.db.doctors.create({ ...sandbox.db.doctors.all()[1]!, slotMinutes: -1 })).rejects.toThrow()
    await loadWorld(buildWorld())
  })
})
