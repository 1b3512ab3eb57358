/**
 * The offline pocket's copy of the kept answers (kept-queries.ts), in localStorage (the
 * WebView keeps it across restarts): each kept query's key, data and the time it was received,
 * put back into the query cache with that time (`setQueryData(..., { updatedAt })`) before the
 * app's first render, so the guard, the patient card and the screens find the answers as they
 * were received, with their true `dataUpdatedAt`. (TanStack's dehydrate/hydrate would do the
 * same with 1 KB more on every first load; the persist-client package pins another query-core.)
 *
 * Two copies: the acting account's answers (under the personal prefix: sign-out forgets them,
 * an account switch too) and the hospital's (anyone's). The personal copy names the session it
 * belongs to (a tag of the access token), and is restored for that session only: a copy that
 * outlived its session (another sign-in, a switch) is thrown away, never shown to someone else.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { appClock } from '../lib/clock'
import { OFFLINE_COPY_KEY } from '../storage/personal-keys'
import { tokenStore } from '../storage/token-store'
import { tokenTag } from '../storage/token-tag'
import { keptKind, stillShown, type KeptKind } from './kept-queries'

export const PUBLIC_COPY_KEY = 'offline-copy:hospital'
/** Changes when the stored shape changes: an older copy is dropped, not misread. */
const FORMAT = 1
/** Answers arriving together (a screen's calls) are written once. */
const SAVE_DELAY_MS = 300

interface KeptAnswer {
  queryKey: QueryKey
  data: unknown
  /** When it was received (epoch ms): the query's dataUpdatedAt. */
  receivedAt: number
}

interface KeptCopy {
  format: number
  /** The session the personal copy belongs to (tokenTag); absent on the hospital's copy. */
  session?: string
  answers: KeptAnswer[]
}

const STORE_KEY: Record<KeptKind, string> = { personal: OFFLINE_COPY_KEY, public: PUBLIC_COPY_KEY }

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

function read(kind: KeptKind): KeptCopy | undefined {
  try {
    const copy = JSON.parse(storage()?.getItem(STORE_KEY[kind]) ?? 'null') as KeptCopy | null
    return copy?.format === FORMAT && Array.isArray(copy.answers) ? copy : undefined
  } catch {
    return undefined
  }
}

/** Writes the kept answers now in the cache: the hospital's, and the acting account's. */
export function saveOfflineCopy(client: QueryClient): void {
  const token = tokenStore.getAccessToken()
  for (const kind of ['public', 'personal'] as const) {
    if (kind === 'personal' && !token) continue
    const answers: KeptAnswer[] = client
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.data !== undefined && keptKind(query.queryKey) === kind })
      .map(({ queryKey, state }) => ({ queryKey, data: state.data, receivedAt: state.dataUpdatedAt }))
    if (answers.length === 0) continue
    const copy: KeptCopy = {
      format: FORMAT,
      ...(kind === 'personal' && token ? { session: tokenTag(token) } : {}),
      answers,
    }
    try {
      storage()?.setItem(STORE_KEY[kind], JSON.stringify(copy))
    } catch {
      // Storage full or blocked: the app works as before, only without the offline copy.
    }
  }
}

/**
 * Puts the kept answers back into the cache: the hospital's always, the personal ones only for
 * the session that kept them, each only while it may still be shown (today's schedule today).
 */
export function restoreOfflineCopy(client: QueryClient, now: number = appClock.now().getTime()): void {
  const token = tokenStore.getAccessToken()
  for (const kind of ['public', 'personal'] as const) {
    const copy = read(kind)
    if (!copy) continue
    if (kind === 'personal' && (!token || copy.session !== tokenTag(token))) {
      storage()?.removeItem(STORE_KEY[kind])
      continue
    }
    for (const { queryKey, data, receivedAt } of copy.answers) {
      if (keptKind(queryKey) !== kind || data === undefined || !stillShown(queryKey, receivedAt, now)) continue
      client.setQueryData(queryKey, data, { updatedAt: receivedAt })
    }
  }
}

/**
 * The app's offline pocket, once the copy is restored (restoreOfflineCopy, before the first
 * render): writes the copy again whenever a kept answer arrives. Returns the stop, which makes a
 * write still waiting at once, so nothing received is lost and no write comes after the stop.
 */
export function keepOfflineCopy(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    timer = undefined
    saveOfflineCopy(client)
  }
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !keptKind(event.query.queryKey as QueryKey))
      return
    clearTimeout(timer)
    timer = setTimeout(save, SAVE_DELAY_MS)
  })
  return () => {
    unsubscribe()
    if (timer === undefined) return
    clearTimeout(timer)
    save()
  }
}
