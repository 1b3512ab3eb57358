import type { ApiError } from './api-error'
import { getApiConfig } from './api-config'
import { createFetcher } from './create-fetcher'

/** The mutator of every external e-prescription service call (VITE_RX_BASE_URL). */
export const rxFetch = createFetcher({ baseUrl: () => getApiConfig().rxBaseUrl })

/** Orval types every hook's error with this: failed calls always reject with an ApiError. */
export type ErrorType<_ErrorBody> = ApiError
