/**
 * The app's own settings on this device (spec section 3, local settings), with change
 * notification for React. Values are kept as the shell and older app versions wrote them
 * ('ON'/'OFF', 'Y'/'N').
 */
export interface LocalSettings {
  isBigFont: 'ON' | 'OFF'
  /** The app's own: how large the large font is (the spec's 1.13rem, or a step beyond it). */
  bigFontStep: 'large' | 'larger'
  enableShake: 'ON' | 'OFF'
  isFirstRun: 'Y' | 'N'
  /** The login type used last (5 since 2023.11.21). */
  isloginType: string
  /** The signed-in user's id, for signing in again when the token goes bad. */
  userId: string
  isLoginAccount: 'Y' | 'N'
  isOpenAppFirst: 'Y' | 'N'
  /** Until when (epoch ms) the notice dialog stays hidden. */
  hiddenNoticeUntil: string
  /** The day (YYYY-MM-DD) the visit log was last sent. */
  lastVisitLog: string
  /** The app's own (not the shell's): 'Y' once this device has the web font cached (ui/web-font). */
  webFontCached: 'Y' | 'N'
  /**
   * The app's own: 'Y' when the patient chose to see the medicine's name in reminders (they show
   * on the lock screen, where anyone can read them); 'N', the default, says only that it is time.
   */
  medicineNameInReminders: 'Y' | 'N'
}

const DEFAULTS: LocalSettings = {
  isBigFont: 'OFF',
  bigFontStep: 'large',
  enableShake: 'ON',
  isFirstRun: 'Y',
  isloginType: '',
  userId: '',
  isLoginAccount: 'N',
  isOpenAppFirst: 'Y',
  hiddenNoticeUntil: '',
  lastVisitLog: '',
  webFontCached: 'N',
  medicineNameInReminders: 'N',
}

type Key = keyof LocalSettings
const listeners = new Set<() => void>()

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export const localSettings = {
  get<K extends Key>(key: K): LocalSettings[K] {
    return (storage()?.getItem(key) as LocalSettings[K] | null) ?? DEFAULTS[key]
  },
  set<K extends Key>(key: K, value: LocalSettings[K]): void {
    storage()?.setItem(key, value)
    listeners.forEach((listener) => listener())
  },
  remove(key: Key): void {
    storage()?.removeItem(key)
    listeners.forEach((listener) => listener())
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/**
 * The keys sign-out forgets (the device keeps its font and shake choices). The medicine names
 * go with the reminders: the next person on this phone starts from the private default.
 */
export const SESSION_SETTING_KEYS: Key[] = ['userId', 'isLoginAccount', 'isloginType', 'medicineNameInReminders']
