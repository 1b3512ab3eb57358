import { accountScreens } from '@/features/account/screens'
import { appointmentScreens } from '@/features/appointment/screens'
import { checkupScreens } from '@/features/checkup/screens'
import { examplesScreens } from '@/features/examples/screens'
import { firstVisitScreens } from '@/features/first-visit/screens'
import { healthNoteScreens } from '@/features/health-note/screens'
import { inquiryScreens } from '@/features/inquiry/screens'
import { questionnaireScreens } from '@/features/questionnaire/screens'
import { messageBoxScreens } from '@/features/message-box/screens'
import { hospitalScreens } from '@/features/hospital/screens'
import { inpatientScreens } from '@/features/inpatient/screens'
import { parkingScreens } from '@/features/parking/screens'
import { paymentScreens } from '@/features/payment/screens'
import { prescriptionsScreens } from '@/features/prescriptions/screens'
import { privacyScreens } from '@/features/privacy/screens'
import { recordsScreens } from '@/features/records/screens'
import { visitScreens } from '@/features/visit/screens'
import { documentsScreens } from '@/features/documents/screens'
import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

const FEATURES: ScreenLoaders[] = [
  accountScreens,
  hospitalScreens,
  appointmentScreens,
  firstVisitScreens,
  visitScreens,
  recordsScreens,
  paymentScreens,
  documentsScreens,
  inpatientScreens,
  checkupScreens,
  prescriptionsScreens,
  parkingScreens,
  privacyScreens,
  messageBoxScreens,
  inquiryScreens,
  healthNoteScreens,
  questionnaireScreens,
  // Development only (spec): a constant to the bundler, so production has neither routes nor code.
  ...(import.meta.env.DEV ? [examplesScreens] : []),
]

/**
 * How each route's screen is loaded, by route name. This registry is a chunk of its own, fetched
 * when the first screen other than home is opened (and soon after start), so the list of every
 * feature's screens is not in home's first load. A route without an entry shows "service not ready".
 */
export const SCREEN_LOADERS: ScreenLoaders = Object.fromEntries(FEATURES.flatMap((loaders) => Object.entries(loaders)))
