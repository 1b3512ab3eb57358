/**
 * The contracts' limits (`x-access.limits`): at most `max` attempts in a fixed window of
 * `minutes` per key; beyond, 429 TOO_MANY_ATTEMPTS with the seconds until the window ends
 * (Retry-After). Counted on the sandbox clock, kept with the world.
 */
import type { AccessLimit } from '../../../contracts/access'
import { sandbox } from '../../runtime/sandbox'
import { Refusal } from './refusal'

function windowOf(limit: Pick<AccessLimit, 'minutes'>) {
  const windowMs = limit.minutes * 60_000
  const now = sandbox.clock.now().getTime()
  const window = Math.floor(now / windowMs)
  return { counterKey: (bucket: string, key: string) => `rate:${bucket}:${key}:${window}`, windowMs, now, window }
}

function tooMany(limit: Pick<AccessLimit, 'minutes'>): never {
  const { windowMs, now, window } = windowOf(limit)
  const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000))
  throw new Refusal(429, 'TOO_MANY_ATTEMPTS', undefined, { 'Retry-After': String(retryAfter) })
}

/** Refuses when the window's count has reached the limit already (nothing is counted). */
export function limitReached(bucket: string, key: string, limit: Pick<AccessLimit, 'max' | 'minutes'>): void {
  const { counterKey } = windowOf(limit)
  if ((sandbox.counters[counterKey(bucket, key)] ?? 0) >= limit.max) tooMany(limit)
}

/** Counts one attempt; refuses it when it goes past the limit (unless `refuse` is false). */
export function countAttempt(
  bucket: string,
  key: string,
  limit: Pick<AccessLimit, 'max' | 'minutes'>,
  refuse = true,
): void {
  const counter = windowOf(limit).counterKey(bucket, key)
  const count = (sandbox.counters[counter] ?? 0) + 1
  sandbox.counters[counter] = count
  if (refuse && count > limit.max) tooMany(limit)
}
