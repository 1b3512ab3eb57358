/** Every scenario step of the sandbox (see scenario-step.ts); add a domain's story here. */
import { firstVisitAnswer } from './first-visit-answer'
import { healthNoteService } from './health-note-service'
import { inquiryAnswer } from './inquiry-answer'
import type { ScenarioStep } from './scenario-step'
import { pharmacyProgress } from './pharmacy'
import { prescriptionModified } from './prescription-modified'
import { receptionIdCheck } from './reception-id-check'
import { surgeryProgress } from './surgery'
import { waitingQueue } from './waiting-queue'

export const SCENARIO_STEPS: readonly ScenarioStep[] = [
  waitingQueue,
  surgeryProgress,
  pharmacyProgress,
  prescriptionModified,
  inquiryAnswer,
  firstVisitAnswer,
  healthNoteService,
  receptionIdCheck,
]

export const findScenarioStep = (id: string): ScenarioStep | undefined => SCENARIO_STEPS.find((step) => step.id === id)

export { ScenarioEnd, type ScenarioStep } from './scenario-step'
