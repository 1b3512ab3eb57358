/**
 * Query options for what changes while the patient watches (the waiting number, the surgery's
 * stage, a prescription on its way to the pharmacy): always fresh, read again every
 * `intervalMs` while the screen is in front, and at once when the patient comes back to the app
 * (React Query's focus manager follows the page's visibility, which the WebView's shell sets
 * when the app returns to the foreground).
 */
export function liveQuery(intervalMs: number) {
  return {
    staleTime: 0,
    refetchInterval: intervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  } as const
}
