/**
 * Shared steps of the account stories (only stories import this file): the seeded people, the
 * home screen's weekly notice dialog, and reading the sandbox's world after a flow.
 */
import { expect, screen, waitFor, within } from 'storybook/test'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import type { VerifiedIdentity } from '#.storybook/sandbox/story-bridge'

type Setup = NonNullable<SandboxParameters['setup']>
type World = Parameters<Setup>[0]

let world: World | undefined

/**
 * The account stories' sandbox setup: keeps the story's world so a play function can check what
 * a flow changed or that nothing was sent (src/ does not import the mock world itself).
 */
export const keepWorld =
  (then?: Setup): Setup =>
  async (w) => {
    world = w
    await then?.(w)
  }

function currentWorld(): World {
  if (!world) throw new Error('the story has no sandbox world: add setup: keepWorld() to its parameters')
  return world
}

/** What the phone's identity verification returns for the seeded people (mocks/seed/personas.ts). */
export const IDENTITIES = {
  outpatient: {
    ci: 'CI-OUTPATIENT-0001',
    userName: '이서연',
    birthDate: '19580314',
    cellphoneNumber: '01023456789',
    gender: 'F',
  },
  family: {
    ci: 'CI-FAMILY-0001',
    userName: '정해진',
    birthDate: '19820521',
    cellphoneNumber: '01056789012',
    gender: 'M',
  },
  newcomer: {
    ci: 'CI-NEWCOMER-0001',
    userName: '배수진',
    birthDate: '19901203',
    cellphoneNumber: '01056781234',
    gender: 'F',
  },
  /** 한가람: not signed up yet. */
  guest: {
    ci: 'CI-GUEST-0001',
    userName: '한가람',
    birthDate: '19880417',
    cellphoneNumber: '01044448888',
    gender: 'M',
  },
  /** 김다온: under 14, cannot sign up. */
  child: {
    ci: 'CI-CHILD-0001',
    userName: '김다온',
    birthDate: '20150305',
    cellphoneNumber: '01012120000',
    gender: 'F',
  },
  /** 이순례: 이서연's mother, to add as family. */
  mother: {
    ci: 'CI-FAMILY-OUTPATIENT-MOTHER',
    userName: '이순례',
    birthDate: '19340502',
    cellphoneNumber: '01077770001',
    gender: 'F',
  },
  /** 김순자: a family account of 정해진 (used from the main account only). */
  familyParent: {
    ci: 'CI-FAMILY-PARENT-0001',
    userName: '김순자',
    birthDate: '19510115',
    cellphoneNumber: '01067890123',
    gender: 'F',
  },
} as const satisfies Record<string, VerifiedIdentity>

/** Home shows this week's notice in a dialog; it is closed so the page underneath can be checked. */
export async function closeNoticeDialog(): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: '공지사항' })
  within(dialog).getByRole('button', { name: '닫기' }).click()
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '공지사항' })).toBeNull())
}

/** The sandbox's account record, to check what a flow changed (or did not send). */
export const userRecord = (query: { userId?: string; ci?: string }) =>
  currentWorld().db.users.findFirst((q) => q.where(query))

export const familyOf = (mainUserId: string) => currentWorld().db.users.findMany((q) => q.where({ mainUserId }))

export const withdrawalCount = (): number => currentWorld().db.withdrawals.count()

/** The loading skeleton (a busy status region) is showing. */
export async function expectSkeleton(canvas: { findAllByRole: (role: 'status') => Promise<HTMLElement[]> }) {
  const busy = (await canvas.findAllByRole('status')).filter((el) => el.getAttribute('aria-busy') === 'true')
  await expect(busy.length).toBeGreaterThan(0)
}

/**
 * The user loading slowly, for Loading stories: the story sees the skeleton, then waits for the
 * screen. Never a hang: the guard waits for the user, and a user call still pending when the
 * story ends is cancelled, which the guard takes for a failure and signs out (section 4), and
 * the stored session is shared with the story that runs next.
 */
export const SLOW_USER = { latencyMs: 1_500 } as const

/** Long enough for SLOW_USER to answer. */
export const AFTER_SLOW_USER = { timeout: 5_000 } as const

/** Time passes for the story's server (a verification's ten minutes, a token's hour). */
export const advanceServerClock = (minutes: number): void => currentWorld().clock.advance(minutes)
