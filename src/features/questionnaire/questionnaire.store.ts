import { useCallback, useSyncExternalStore } from 'react'
import { personalStore } from '@/shared/storage/personal-store'
import { EMPTY_QUESTIONNAIRE, parseQuestionnaire, type QuestionnaireAnswers } from './lib/answers'

/** Each phone user's questionnaire of the day (never sent; forgotten at sign-out). */
const store = personalStore('questionnaire', parseQuestionnaire)

/** The questionnaire kept for a user ('' for a visitor who has not signed in). */
export function useQuestionnaire(userId: string) {
  const stored = useSyncExternalStore(store.subscribe, () => store.read(userId))
  const save = useCallback((answers: QuestionnaireAnswers) => store.write(userId, { version: 1, answers }), [userId])
  const clear = useCallback(() => store.write(userId, EMPTY_QUESTIONNAIRE), [userId])
  return { answers: stored.answers, save, clear }
}
