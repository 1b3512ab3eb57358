/**
 * The addresses a story's screen asks for: `beforeEach` (a story's or a meta's) wraps `fetch` for
 * the story and puts it back after; `asked` lists the URLs, in order.
 */
export function recordRequests(): { asked: string[]; beforeEach: () => () => void } {
  const asked: string[] = []
  return {
    asked,
    beforeEach: () => {
      const original = globalThis.fetch
      asked.length = 0
      globalThis.fetch = (input, init) => {
        asked.push(String(input instanceof Request ? input.url : input))
        return original(input, init)
      }
      return () => {
        globalThis.fetch = original
      }
    },
  }
}
