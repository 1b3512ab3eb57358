/**
 * Runs in the story's page before Storybook does (`page.addInitScript`): records when the story
 * has finished (rendered, played, its checks done) and whether its play function failed, and
 * counts the page's calls still in flight. Storybook announces both on its channel, which it
 * puts on `globalThis.__STORYBOOK_ADDONS_CHANNEL__`; catching that assignment means no event can
 * pass before we listen.
 */
export interface ProbeState {
  finished: boolean
  errors: string[]
  /** The current story's calls still in flight (a call of a story before it is not counted). */
  inFlight: number
  /** Which story of the page's run the calls belong to: the suite moves it on with each story. */
  story: number
}

declare global {
  interface Window {
    __visualProbe: ProbeState
  }
}

interface Channel {
  on(event: string, listener: (payload: unknown) => void): void
}

export function installProbe(): void {
  const state: ProbeState = { finished: false, errors: [], inFlight: 0, story: 0 }
  window.__visualProbe = state
  // The stories' findBy... wait (.storybook/preview.tsx: 5 s for the story tests): a busy machine
  // may need longer to reach the state; the state photographed is the same.
  ;(globalThis as { __storyWaitMs?: number }).__storyWaitMs = 20_000

  let channel: Channel | undefined
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: Channel) {
      channel = next
      // Event names from storybook/internal/core-events (STORY_FINISHED ...).
      next.on('storyFinished', () => {
        state.finished = true
      })
      next.on('playFunctionThrewException', (error) => {
        state.errors.push(`play function threw: ${(error as { message?: string }).message ?? String(error)}`)
      })
      next.on('unhandledErrorsWhilePlaying', (errors) => {
        state.errors.push(`unhandled errors while playing: ${JSON.stringify(errors)}`)
      })
      next.on('storyThrewException', (error) => {
        state.errors.push(`story threw: ${(error as { message?: string }).message ?? String(error)}`)
      })
      next.on('storyErrored', (error) => {
        state.errors.push(`story errored: ${JSON.stringify(error)}`)
      })
    },
  })

  const fetch = window.fetch.bind(window)
  window.fetch = async (...args) => {
    // A call the story before left hanging on purpose (its Loading state) ends, if ever, in
    // another story's time: it neither counts nor uncounts there.
    const story = state.story
    state.inFlight += 1
    try {
      return await fetch(...args)
    } finally {
      if (state.story === story) state.inFlight -= 1
    }
  }
}
