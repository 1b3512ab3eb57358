import { queryOptions } from '@tanstack/react-query'
import { nativeBridge } from './index'

/** What the shell says about itself and the phone (version, OS, device id): asked once. */
export const appInfoQuery = () =>
  queryOptions({
    queryKey: ['native', 'app-info'],
    queryFn: () => nativeBridge().getAppInfo(),
    staleTime: Infinity,
    meta: { errorDisplay: 'silent' },
  })
