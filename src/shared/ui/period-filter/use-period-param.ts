import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { parsePeriodMonths, type PeriodMonths } from './period'

/** The search parameter that keeps the chosen period (so back from a detail keeps it). */
export const PERIOD_PARAM = 'months'

/** The period chosen on a history screen, kept in the URL (`?months=3`). */
export function usePeriodParam(fallback: PeriodMonths): [PeriodMonths, (months: PeriodMonths) => void] {
  const [params, setParams] = useSearchParams()
  const months = parsePeriodMonths(params.get(PERIOD_PARAM), fallback)
  const setMonths = useCallback(
    (next: PeriodMonths) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current)
          updated.set(PERIOD_PARAM, String(next))
          return updated
        },
        { replace: true },
      ),
    [setParams],
  )
  return [months, setMonths]
}
