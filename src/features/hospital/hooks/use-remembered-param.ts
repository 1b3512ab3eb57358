import { useCallback, useState } from 'react'
import { useSearchParams } from 'react-router-dom'

/**
 * A screen's state kept in the address (?q=, ?pages=), so that coming back from a detail screen
 * shows the same search or the same number of pages. The screen answers from local state (the
 * input never waits for the router, so the Korean keyboard's composition is left alone) and the
 * address is replaced with every change, so it is already right when the patient taps a result.
 */
export function useRememberedParam(param: string): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(() => params.get(param) ?? '')
  const remember = useCallback(
    (next: string) => {
      setText(next)
      setParams(
        (current) => {
          const updated = new URLSearchParams(current)
          if (next) updated.set(param, next)
          else updated.delete(param)
          return updated
        },
        { replace: true, preventScrollReset: true },
      )
    },
    [param, setParams],
  )
  return [text, remember]
}
