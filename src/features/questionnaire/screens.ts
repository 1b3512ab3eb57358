import type { ScreenLoaders } from '@/shared/routes/screen-loaders'

/** The pre-visit questionnaire (/hospital/munjin/corona), loaded lazily. */
export const questionnaireScreens: ScreenLoaders = {
  questionnaire: () => import('./screens/questionnaire/QuestionnaireScreen'),
}
