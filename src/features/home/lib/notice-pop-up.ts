/** What decides whether this week's pinned notice pops up over home. */
export interface NoticePopUpFacts {
  /** This week's pinned notice exists. */
  hasNotice: boolean
  /** Closed in this visit (the tab's session), or just now. */
  closed: boolean
  /** The first-run guide is on screen now. */
  guideOpen: boolean
  /** The guide was read at this start: a first launch shows one thing before home, not two. */
  guideReadThisStart: boolean
  /** "오늘 하루 보지 않기": hidden until this moment (ms). */
  hiddenUntil: number
  now: number
}

/** The notice pops up only when nothing else has been, or is being, shown at this start. */
export const noticePopUpOpen = (facts: NoticePopUpFacts): boolean =>
  facts.hasNotice && !facts.closed && !facts.guideOpen && !facts.guideReadThisStart && facts.hiddenUntil <= facts.now
