/**
 * The ID check stories' worlds (today's schedule, arrival check-in): the hospital's configuration
 * of the ID check at reception (hospital info `receptionIdCheck`), written into the story's sandbox
 * as the demo's scenario step writes it (mocks/scenarios/reception-id-check.ts).
 */
import type { ReceptionIdCheck } from '@/api/generated/hospital/model'
import { SANDBOX_RECEPTION_ID_CHECK } from '../../mocks/scenarios/reception-id-check'
import type { SandboxParameters } from './sandbox-story'

type Setup = NonNullable<SandboxParameters['setup']>

/** The sandbox hospital's words, exemptions and (placeholder) card app. */
export const RECEPTION_ID_CHECK: ReceptionIdCheck = SANDBOX_RECEPTION_ID_CHECK

/** The hospital configures the ID check (on, or with `enabled: 'N'` off). */
export const receptionIdCheck =
  (changes: Partial<ReceptionIdCheck> = {}): Setup =>
  async ({ db }) => {
    await db.hospitalInfo.update((q) => q.where({ hospitalName: '한빛대학교병원' }), {
      data(info) {
        info.receptionIdCheck = { ...SANDBOX_RECEPTION_ID_CHECK, ...changes }
      },
    })
  }
