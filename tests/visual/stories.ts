/**
 * Which stories the visual suite photographs, read from the static Storybook's index
 * (`storybook-static/index.json`, written by `npm run build-storybook`), so a new screen or a
 * new state is picked up without anyone listing it here.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const STORYBOOK_DIR = join(import.meta.dirname, '../../storybook-static')

export interface IndexedStory {
  type: 'story' | 'docs'
  id: string
  title: string
  name: string
  exportName?: string
  tags?: string[]
}

/** The screen stories: `title: 'Screens/<Feature>/<Screen>'` (docs/screens.md). */
const SCREEN_TITLE = /^Screens\//

/**
 * The states photographed on every screen, by export name (architecture guide: a screen's
 * stories are its state matrix): what the patient sees with data (`Loaded`), the screen's own
 * empty state with its next action (`Empty`), and the large-font switch (`LargeFont`), where a
 * layout breaks first. Not `Error` and `Loading`: on almost every screen they are the one shared
 * `QueryState` (skeleton; the server's reason, retry, phone), so 130 more photographs of mostly
 * the same component, for about three more minutes per run. The other stories are flows (a tap, a dialog, a
 * refusal) that the story tests check; tag one `visual` to photograph it too.
 */
export const VISUAL_STATES = ['Loaded', 'Empty', 'LargeFont'] as const

/** A story tagged `visual` is photographed too; one tagged `no-visual` never is. */
export const OPT_IN_TAG = 'visual'
export const OPT_OUT_TAG = 'no-visual'

export function readStoryIndex(dir = STORYBOOK_DIR): IndexedStory[] {
  const file = join(dir, 'index.json')
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build Storybook first (npm run build-storybook, or npm run test:visual)`)
  }
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexedStory> }
  return Object.values(index.entries)
}

/**
 * The screen stories to photograph: every designed state (VISUAL_STATES), the first story of a
 * screen that has no `Loaded` (its default state: the password prompt of a report download, the
 * waiting surgery ...), and any story tagged `visual`.
 */
export function visualStories(entries: IndexedStory[]): IndexedStory[] {
  const screens = entries.filter((entry) => entry.type === 'story' && SCREEN_TITLE.test(entry.title))
  const byTitle = Map.groupBy(screens, (story) => story.title)
  const chosen = new Set<IndexedStory>()
  for (const stories of byTitle.values()) {
    const states = stories.filter((story) => (VISUAL_STATES as readonly string[]).includes(story.exportName ?? ''))
    if (!states.some((story) => story.exportName === 'Loaded') && stories[0]) chosen.add(stories[0])
    for (const story of states) chosen.add(story)
    for (const story of stories) if (story.tags?.includes(OPT_IN_TAG)) chosen.add(story)
  }
  return screens.filter((story) => chosen.has(story) && !story.tags?.includes(OPT_OUT_TAG))
}
