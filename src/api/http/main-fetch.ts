import type { ApiError } from './api-error'
import { getApiConfig } from './api-config'
import { createFetcher } from './create-fetcher'

/** The mutator of every hospital API call (VITE_API_BASE_URL). */
export const mainFetch = createFetcher({ baseUrl: () => getApiConfig().mainBaseUrl })

/** Orval types every hook's error with this: failed calls always reject with an ApiError. */
export type ErrorType<_ErrorBody> = ApiError
