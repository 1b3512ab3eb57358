import { getFetchRoundsAndMealsQueryOptions, getListSurgeryStatesQueryOptions } from '@/api/generated/inpatient'

/**
 * The stay's day on home: today's surgery and its stage, and today's meals and rounds. Apart
 * from home.queries.ts so they travel in the inpatient home's chunk, not every first load.
 */
export const staySurgeryQuery = () =>
  getListSurgeryStatesQueryOptions({ query: { staleTime: 15_000, meta: { errorDisplay: 'silent' } } })
export const stayMealsQuery = () =>
  getFetchRoundsAndMealsQueryOptions({ query: { staleTime: 5 * 60_000, meta: { errorDisplay: 'silent' } } })
