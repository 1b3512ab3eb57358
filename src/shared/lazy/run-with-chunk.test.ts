/**
 * A tap's helper (the map, notifications) whose code cannot be had: the patient is told why, in
 * the catalogue's words, and no rejection is left unhandled; one that comes is used.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { helperFailed } from '@/shared/messages/helper-failure'
import { connectivity } from '@/shared/offline/connectivity'
import { onHelperFailure } from './helper-failure'
import { runWithChunk } from './run-with-chunk'

afterEach(() => connectivity.force(null))

const told = () => {
  const heard: string[] = []
  const stop = onHelperFailure((message) => heard.push(message))
  return { heard, stop }
}

describe('a tap’s helper', () => {
  it('says the phone is offline when its code cannot be downloaded without a connection', async () => {
    connectivity.force(false)
    const { heard, stop } = told()
    const use = vi.fn()
    runWithChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), use)
    await vi.waitFor(() => expect(heard).toEqual([helperFailed.offline]))
    expect(use).not.toHaveBeenCalled()
    stop()
  })

  it('is used when its code comes, and nobody is told anything', async () => {
    connectivity.force(true)
    const { heard, stop } = told()
    const use = vi.fn()
    runWithChunk(() => Promise.resolve({ mapWebUrl: () => 'https://map.example' }), use)
    await vi.waitFor(() => expect(use).toHaveBeenCalledTimes(1))
    expect(heard).toEqual([])
    stop()
  })
})
