/**
 * Builds the sandbox world: a realistic hospital and the personas' lives, deterministic for a
 * given seed. Runs in Node (tests, the mock server, and at build time for the demo and
 * Storybook, which receive the result as JSON and never ship faker).
 */
import type { WorldSnapshot } from '../db/snapshot'
import { FAKER_SEED, SANDBOX_NOW } from './constants'
import { seedDepartments, seedDoctors } from './hospital/doctors'
import { seedDirectory } from './hospital/directory'
import { seedNotices } from './hospital/notices'
import { seedPharmacies } from './hospital/pharmacies'
import { seedTerms } from './hospital/terms'
import { seedCheckup } from './people/checkup'
import { seedContractExamples } from './people/examples'
import { seedFamily, seedNewcomer, seedOtherPatients } from './people/family'
import { seedInpatient } from './people/inpatient'
import { seedInquiries } from './people/inquiries'
import { seedMessageHistory } from './people/message-history'
import { seedOutpatient } from './people/outpatient'
import { createFaker } from './random'
import { WorldBuilder } from './world-builder'

export interface WorldOptions {
  seed?: number
  now?: string
}

export function buildWorld({ seed = FAKER_SEED, now = SANDBOX_NOW }: WorldOptions = {}): WorldSnapshot {
  const faker = createFaker(seed)
  const world = new WorldBuilder()
  seedDepartments(world)
  seedDoctors(world, faker)
  seedNotices(world, faker)
  seedTerms(world)
  seedDirectory(world)
  seedPharmacies(world)
  seedOutpatient(world)
  seedInpatient(world)
  seedCheckup(world)
  seedFamily(world)
  seedNewcomer(world)
  seedOtherPatients(world)
  seedMessageHistory(world)
  seedInquiries(world)
  seedContractExamples(world)
  return world.snapshot(now)
}
