/** A clinic's waiting queue as the server counts it. */
export interface QueuedVisit {
  queueAhead: number
  queuePolls: number
}

/** People ahead: the seeded queue, moving on by one every second time the number is read. */
export const peopleAhead = (visit: QueuedVisit): number =>
  Math.max(0, visit.queueAhead - Math.floor(visit.queuePolls / 2))
