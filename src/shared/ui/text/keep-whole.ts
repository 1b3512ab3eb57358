/**
 * Numbers are words (design guide): a date with its weekday, a time, a time range, an amount of
 * money or a phone number never breaks inside itself, and no line starts with "·" or "~". This
 * finds those tokens in a text and joins their parts with no-break spaces (`keepWhole`), so the
 * pieces of `src/shared/ui` keep each on one line while the words around them break as Korean
 * does (`word-break: keep-all`). The text stays one string: what a screen reader reads, what a
 * test finds and what a patient copies is the same text. (Inside a token without spaces, such as
 * 02-2290-8114 or 12,300원, the line breaking rules already allow no break.)
 */

const WEEKDAY = '\\([월화수목금토일]\\)'
const CLOCK = '(?:(?:오전|오후)\\s)?\\d{1,2}:\\d{2}'
const DATE = `\\d{4}\\.\\d{1,2}\\.\\d{1,2}\\.?(?:\\s?${WEEKDAY})?`

/** Each kind of token, longest first where one contains another. */
const TOKEN = new RegExp(
  [
    // 2026.11.18 (수), 2026.11.18 ~ 2026.11.20
    `${DATE}(?:\\s?~\\s?${DATE})?`,
    // 11.18 (수)
    `\\d{1,2}\\.\\d{1,2}\\s?${WEEKDAY}`,
    // 일~목, 월 ~ 금
    '[월화수목금토일]\\s?~\\s?[월화수목금토일](?![가-힣])',
    // 11월 23일(월)
    `\\d{1,2}월\\s\\d{1,2}일(?:\\s?${WEEKDAY})?`,
    // 오후 1:30 ~ 5:00, 오전 9:00-12:30, 오전 11:45
    `${CLOCK}(?:\\s?[~-]\\s?${CLOCK})?`,
    // 12,300원, 3,000 원
    '\\d[\\d,]*\\s?원',
    // 02-2290-8114, 1588-0000, 010-1234-5678
    '\\d{2,4}-\\d{3,4}(?:-\\d{4})?\\b',
  ].join('|'),
  'g',
)

/** A separator that must not start a line: the space before it becomes a no-break space. */
const SEPARATOR = / ([·~]) /g

export interface TextPart {
  text: string
  /** A token kept on one line. */
  whole: boolean
}

/** The text in parts: the tokens to keep whole, and the words between them. */
export function splitTokens(text: string): TextPart[] {
  const parts: TextPart[] = []
  let at = 0
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > at) parts.push({ text: glueSeparators(text.slice(at, match.index)), whole: false })
    parts.push({ text: match[0], whole: true })
    at = match.index + match[0].length
  }
  if (at < text.length) parts.push({ text: glueSeparators(text.slice(at)), whole: false })
  return parts
}

/** "A · B" -> "A\u00a0· B": the line may break after the dot, never before it. */
export const glueSeparators = (text: string): string => text.replace(SEPARATOR, '\u00a0$1 ')

/**
 * Texts already laid out: every piece of text on every render goes through here, and a screen's
 * texts repeat from render to render. Emptied when full, so it cannot grow without bound.
 */
const laidOut = new Map<string, string>()
const REMEMBERED_TEXTS = 500

/** The text with every token's spaces made no-break spaces, and separators glued to the word before. */
export function keepWhole(text: string): string {
  let whole = laidOut.get(text)
  if (whole === undefined) {
    whole = splitTokens(text)
      .map((part) => (part.whole ? part.text.replace(/ /g, '\u00a0') : part.text))
      .join('')
    if (laidOut.size >= REMEMBERED_TEXTS) laidOut.clear()
    laidOut.set(text, whole)
  }
  return whole
}
