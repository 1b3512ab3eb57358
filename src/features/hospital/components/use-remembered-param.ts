import { useEffect, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { useAppNavigation } from '../../../shared/navigation/navigation-context'

/** How long typing pauses before the address remembers the search. */
const REMEMBER_AFTER_MS = 400

/**
 * A screen's state kept in the address (?q=, ?pages=), so that coming back from a detail screen
 * shows the same search or the same number of pages. The screen answers from local state at
 * once: writing the address on each key would fight the Korean keyboard's composition, so the
 * address follows when typing pauses.
 */
export function useRememberedParam(param: string): [string, (text: string) => void] {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigation = useAppNavigation()
  const [text, setText] = useState(() => params.get(param) ?? '')
  const latest = useRef({ location, navigation, params })
  useEffect(() => {
    latest.current = { location, navigation, params }
  })

  useEffect(() => {
    const timer = setTimeout(() => {
      const { location: here, navigation: nav, params: current } = latest.current
      if ((current.get(param) ?? '') === text) return
      const next = new URLSearchParams(current)
      if (text) next.set(param, text)
      else next.delete(param)
      const search = next.toString()
      void nav.navigate(`${here.pathname}${search ? `?${search}` : ''}`, { replace: true })
    }, REMEMBER_AFTER_MS)
    return () => clearTimeout(timer)
  }, [text, param])

  return [text, setText]
}
