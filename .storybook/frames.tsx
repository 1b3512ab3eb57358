/**
 * The phone a shared piece's stories are seen on (src/shared/ui): 360 px wide, the app's large
 * text (the drawer's switch sets the root to 1.13rem), and the check that its words are laid out
 * well there (src/shared/ui/text/text-problems.ts: nothing broken inside, squeezed or cut).
 */
import type { Decorator } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { findTextProblems } from '@/shared/ui/text/text-problems'

/** A 360 px phone's width, on the app's grey page. */
export const at360: Decorator = (Story) => (
  <div style={{ width: 360, minHeight: '100%', background: 'var(--color-bg)', paddingBlock: '1rem' }}>
    <Story />
  </div>
)

/** The large-text switch on for the story, off after it. */
export function largeText(): () => void {
  document.documentElement.style.fontSize = '1.13rem'
  return () => {
    document.documentElement.style.fontSize = ''
  }
}

/** No word, date, time or amount broken inside itself, nothing squeezed under half its row, nothing cut. */
export async function expectTextWhole(canvasElement: HTMLElement): Promise<void> {
  await document.fonts.ready
  await expect(findTextProblems(canvasElement)).toEqual([])
}

/**
 * Finds the element whose whole text is `text` (spaces of any kind as one), however the pieces
 * split it: a word glued to punctuation is a span of its own (KeepWhole), so the plain
 * `getByText` no longer sees the sentence it sits in.
 */
export function wholeText(text: string | RegExp) {
  const normal = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()
  const matches = (value: string) => (typeof text === 'string' ? value === text : text.test(value))
  return (_content: string, element: Element | null) =>
    element !== null &&
    matches(normal(element.textContent)) &&
    ![...element.children].some((child) => matches(normal(child.textContent)))
}
