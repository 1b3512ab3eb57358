import type { ComponentType, LazyExoticComponent } from 'react'
import { accountScreens } from '../../features/account/screens'
import { appointmentScreens } from '../../features/appointment/screens'
import { checkupScreens } from '../../features/checkup/screens'
import { examplesScreens } from '../../features/examples/screens'
import { homeScreens } from '../../features/home/screens'
import { healthNoteScreens } from '../../features/health-note/screens'
import { inquiryScreens } from '../../features/inquiry/screens'
import { questionnaireScreens } from '../../features/questionnaire/screens'
import { messageBoxScreens } from '../../features/message-box/screens'
import { hospitalScreens } from '../../features/hospital/screens'
import { inpatientScreens } from '../../features/inpatient/screens'
import { parkingScreens } from '../../features/parking/screens'
import { paymentScreens } from '../../features/payment/screens'
import { prescriptionsScreens } from '../../features/prescriptions/screens'
import { privacyScreens } from '../../features/privacy/screens'
import { recordsScreens } from '../../features/records/screens'
import { visitScreens } from '../../features/visit/screens'
import type { RouteName } from '../../shared/routes/route-table'
import type { ScreenLoaders } from '../../shared/routes/screen-loaders'
import { lazyScreen } from '../navigation/lazy-screen'

type Screen = LazyExoticComponent<ComponentType>

const FEATURES: ScreenLoaders[] = [
  homeScreens,
  accountScreens,
  hospitalScreens,
  appointmentScreens,
  visitScreens,
  recordsScreens,
  paymentScreens,
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
 * Which screen each route shows, loaded on first visit. The app is the only place that knows
 * the features; a route without an entry shows "service not ready".
 */
export const SCREENS: Partial<Record<RouteName, Screen>> = Object.fromEntries(
  FEATURES.flatMap((loaders) => Object.entries(loaders)).map(([name, load]) => [name, lazyScreen(load)]),
)
