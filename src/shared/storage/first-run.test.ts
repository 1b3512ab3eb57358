import { describe, expect, it, vi } from 'vitest'
import { localSettings } from './local-settings'
import { finishFirstRun, firstRunGuideDue, firstRunGuideReadThisStart } from './first-run'

describe('the first-run guide (isFirstRun, isOpenAppFirst)', () => {
  it('is due on a new device inside the shell, not in a plain browser', () => {
    expect(firstRunGuideDue({ kind: 'android' })).toBe(true)
    expect(firstRunGuideDue({ kind: 'ios' })).toBe(true)
    expect(firstRunGuideDue({ kind: 'browser' })).toBe(false)
  })

  it('once read, is not due again and the shell asks its questions once', () => {
    const requestPermissions = vi.fn()
    expect(firstRunGuideReadThisStart()).toBe(false)
    finishFirstRun({ requestPermissions })
    // Nothing else before home at this start (the notices' pop-up waits for the next one).
    expect(firstRunGuideReadThisStart()).toBe(true)
    expect(firstRunGuideDue({ kind: 'android' })).toBe(false)
    expect(requestPermissions).toHaveBeenCalledWith(['location', 'notifications'])
    // Shown again (settings restored by an older app version): no second round of questions.
    localSettings.set('isFirstRun', 'Y')
    finishFirstRun({ requestPermissions })
    expect(requestPermissions).toHaveBeenCalledTimes(1)
  })
})
