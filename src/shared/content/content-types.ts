/**
 * A content page as data: what a Markdown file under `src/features/<feature>/content/` becomes
 * at build time (scripts/vite/content-plugin.ts). The app ships no Markdown parser; the one
 * `ContentPage` component renders every guide and information page from this tree.
 */

/** Inline text: plain, strong, or a link. Links: `tel:`, `route:<name>` (in-app), `https:`. */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }

export interface ListItem {
  content: Inline[]
  /** A nested list under the item. */
  children?: Block[]
}

export type Block =
  /** `##` is a section (h2), `###` a sub-section (h3), `####` h4. `id` is the anchor. */
  | { type: 'heading'; level: 2 | 3 | 4; id: string; content: Inline[] }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; ordered: boolean; items: ListItem[] }
  | { type: 'table'; header: Inline[][]; rows: Inline[][][] }
  /** A blockquote: `> **주의** …` is a warning, any other a note. */
  | { type: 'callout'; tone: 'note' | 'warning'; blocks: Block[] }

export interface ContentDocument {
  /** The first `# heading` of the file (the screen shows its route title; this names the file). */
  title: string
  /** What the page is for, from the first paragraph after the title, when it comes before any section. */
  lead?: Inline[]
  blocks: Block[]
}
