import { getFetchHospitalInfoQueryOptions } from '@/api/generated/hospital'
import { loadAfterFirstPaint } from '@/shared/lib/after-first-paint'

/**
 * The hospital's info (name, cloud service colour, the ID check at reception ...): asked by the
 * shell at start and read from there by every screen that needs it, asked again hourly. Asked once
 * the first screen has painted: the first screen shows nothing of it that the build does not
 * already know (the name, the colour), so the call does not compete with the greeting's.
 */
export const hospitalInfoQuery = () => {
  const options = getFetchHospitalInfoQueryOptions({ query: { staleTime: 60 * 60_000 } })
  const ask = options.queryFn
  if (typeof ask !== 'function') return options
  return {
    ...options,
    queryFn: ((context) => loadAfterFirstPaint(() => Promise.resolve(ask(context)))()) satisfies typeof ask,
  }
}
