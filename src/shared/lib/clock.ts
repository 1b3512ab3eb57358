/**
 * The app's one source of "now". Normally the device time; tests, Storybook and the demo fix it
 * (the demo panel moves it together with the sandbox's clock), so every date the app shows or
 * sends can be reproduced.
 */
export interface Clock {
  now(): Date
}

const systemClock: Clock = { now: () => new Date() }
let current: Clock = systemClock

export const appClock: Clock = {
  now: () => current.now(),
}

/** Fixes the app's time (an ISO string, a Date, or another clock); `null` returns to the device time. */
export function setAppClock(time: string | Date | Clock | null): void {
  if (time === null) current = systemClock
  else if (typeof time === 'string' || time instanceof Date) {
    const fixed = new Date(time)
    current = { now: () => new Date(fixed) }
  } else current = time
}
