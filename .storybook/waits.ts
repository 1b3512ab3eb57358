/**
 * Waits longer than the stories' usual bound (.storybook/preview.tsx), each for a reason.
 *
 * pdf.js is loaded only by the report screens, and the first report a run opens loads it, its
 * worker and the file: more than 10 s on a busy two-core machine. The wait ends as
 * soon as the page shows; only a failure waits it out.
 */
export const PDF_OPENS_MS = 30_000
