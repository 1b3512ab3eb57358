import { QueryClient, type QueryKey } from '@tanstack/react-query'
import {
  getFetchCarInfoQueryOptions,
  getFetchTodayScheduleQueryOptions,
  getListFinishedSchedulesQueryOptions,
} from '@/api/generated/common'
import { getFetchHospitalInfoQueryOptions, getListTelephonesQueryOptions } from '@/api/generated/hospital'
import { connectivity } from '@/shared/offline/connectivity'
import { saveOfflineCopy } from '@/shared/offline/offline-copy'
import { mainUserInfoQuery, userInfoQuery } from '@/shared/session/session-queries'
import type { sandbox } from '../../mocks/runtime/sandbox'

/** What the offline pocket keeps, by what a patient calls it. */
const KEPT = {
  user: () => [userInfoQuery(), mainUserInfoQuery()],
  schedule: () => [getFetchTodayScheduleQueryOptions(), getListFinishedSchedulesQueryOptions()],
  cars: () => [getFetchCarInfoQueryOptions()],
  hospital: () => [getFetchHospitalInfoQueryOptions(), getListTelephonesQueryOptions()],
} satisfies Record<string, () => Array<{ queryKey: QueryKey }>>

/**
 * A story's phone without a connection (the offline pocket): the answers the app would have
 * kept, received from the sandbox at `receivedAt` and written as the app writes them; then the
 * connection goes: the phone says it is offline and no call reaches the sandbox (every call
 * fails as a network failure does), exactly as the production app meets a basement.
 */
export interface StoryOffline {
  /** When the kept answers were received (ISO, +09:00). */
  receivedAt: string
  /** Which answers had been kept; all of them by default. */
  kept?: Array<keyof typeof KEPT>
}

/** Every story starts with the browser's own word on the connection. */
export const resetConnection = (): void => connectivity.force(null)

/** Asks the sandbox as the app would, and keeps the answer as received at `receivedAt`. */
async function keep(client: QueryClient, options: { queryKey: QueryKey }, receivedAt: number): Promise<void> {
  try {
    const data: unknown = await client.fetchQuery(options)
    client.setQueryData(options.queryKey, data, { updatedAt: receivedAt })
  } catch {
    // This persona has no such answer (no patient number ...): nothing to keep.
  }
}

export async function goOffline(world: typeof sandbox, { receivedAt, kept }: StoryOffline): Promise<void> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const kinds = kept ?? (Object.keys(KEPT) as Array<keyof typeof KEPT>)
  const calls: Array<{ queryKey: QueryKey }> = kinds.flatMap((kind): Array<{ queryKey: QueryKey }> => KEPT[kind]())
  for (const options of calls) await keep(client, options, Date.parse(receivedAt))
  saveOfflineCopy(client)
  connectivity.force(false)
  world.faults.set('*', { noResponse: 'network' })
}
