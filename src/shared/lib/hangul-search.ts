/**
 * Korean search as patients type it: by whole words, by initial consonants (ㄱㅅ finds 김성훈),
 * and by half-typed syllables (성후, 김성ㅎ and 김ㅅㅎ find 김성훈 while the keyboard is still
 * composing). Pure functions; the Hangul decomposition comes from es-hangul.
 *
 * Each searchable text is turned into a key once (when the data loads) so that every keystroke
 * only compares prepared strings.
 */
import { canBeChoseong, disassemble, getChoseong } from 'es-hangul'

/** A text prepared for searching. */
export interface SearchKey {
  /** The text as shown. */
  text: string
  /** Lower case, NFC, without spaces: what exact comparison uses. */
  compact: string
  /** Every syllable broken into its letters (김성훈 -> ㄱㅣㅁㅅㅓㅇㅎㅜㄴ). */
  jamo: string
  /** The initial consonant of every syllable, other characters kept (김성훈 -> ㄱㅅㅎ). */
  initials: string
  /** Per character of `compact`: its letters, for the mixed pattern (김ㅅㅎ). */
  letters: readonly string[]
}

/** A query prepared once per keystroke. */
export interface SearchQuery {
  compact: string
  jamo: string
  /** Only initial consonants were typed (ㄱㅅ). */
  initialsOnly: boolean
  /** Some lone consonants among syllables (김ㅅㅎ): compared character by character. */
  mixed: boolean
  /** Per character: its letters and whether it is a lone consonant. */
  units: ReadonlyArray<{ letters: string; consonant: boolean }>
}

/** How well a key matched: higher is better, 0 is no match. */
export const MatchQuality = { none: 0, contains: 1, prefix: 2, exact: 3 } as const
export type MatchQuality = (typeof MatchQuality)[keyof typeof MatchQuality]

/** Lower case, composed (some keyboards send decomposed Hangul), spaces removed. */
export const normalizeSearchText = (text: string): string => text.normalize('NFC').toLowerCase().replace(/\s+/g, '')

export function toSearchKey(text: string): SearchKey {
  const compact = normalizeSearchText(text)
  return {
    text,
    compact,
    jamo: disassemble(compact),
    initials: getChoseong(compact, { keepNonHangul: true }),
    letters: Array.from(compact, (ch) => disassemble(ch)),
  }
}

/**
 * The initial consonants of a name made of Hangul syllables only (박지훈 -> ㅂㅈㅎ), what a patient
 * would type to find it by its first letters; '' for any other name (John, 김A), which they cannot.
 */
export function initialsOf(name: string): string {
  const compact = normalizeSearchText(name)
  return /^[가-힣]+$/.test(compact) ? getChoseong(compact) : ''
}

/** The prepared query, or null when nothing searchable was typed. */
export function toSearchQuery(raw: string): SearchQuery | null {
  const compact = normalizeSearchText(raw)
  if (!compact) return null
  const units = Array.from(compact, (ch) => ({ letters: disassemble(ch), consonant: canBeChoseong(ch) }))
  const consonants = units.filter((u) => u.consonant).length
  return {
    compact,
    jamo: disassemble(compact),
    initialsOnly: consonants === units.length,
    mixed: consonants > 0 && consonants < units.length,
    units,
  }
}

const qualityAt = (index: number, queryLength: number, keyLength: number): MatchQuality =>
  index < 0
    ? MatchQuality.none
    : index === 0
      ? queryLength === keyLength
        ? MatchQuality.exact
        : MatchQuality.prefix
      : MatchQuality.contains

/**
 * 김ㅅㅎ against 김성훈: a lone consonant stands for any syllable that starts with it, a full
 * syllable must be the same syllable, and the last one may still be half typed.
 */
function mixedIndex(key: SearchKey, query: SearchQuery): number {
  const { units } = query
  const last = units.length - 1
  for (let start = 0; start + units.length <= key.letters.length; start++) {
    let ok = true
    for (let i = 0; ok && i < units.length; i++) {
      const unit = units[i]!
      const letters = key.letters[start + i]!
      ok = unit.consonant
        ? letters.startsWith(unit.letters)
        : i === last
          ? letters.startsWith(unit.letters)
          : letters === unit.letters
    }
    if (ok) return start
  }
  return -1
}

export interface MatchOptions {
  /** Whether initial-consonant queries apply to this key (names: yes; long descriptions: no). */
  initials?: boolean
}

/** How well the query matches the key. */
export function matchKey(key: SearchKey, query: SearchQuery, { initials = true }: MatchOptions = {}): MatchQuality {
  if (query.initialsOnly) {
    if (!initials) return MatchQuality.none
    return qualityAt(key.initials.indexOf(query.compact), query.compact.length, key.initials.length)
  }
  // Letter by letter: covers whole words, half-typed last syllables (김성후 while typing 김성훈)
  // and a final consonant the keyboard has not yet moved on (김성훈 typed as 김성후+ㄴ).
  const byLetters = qualityAt(key.jamo.indexOf(query.jamo), query.jamo.length, key.jamo.length)
  if (byLetters !== MatchQuality.none || !query.mixed || !initials) return byLetters
  return qualityAt(mixedIndex(key, query), query.units.length, key.letters.length)
}

/** One searchable text of an item, with its weight among the item's other texts. */
export interface SearchField<Kind extends string = string> {
  kind: Kind
  key: SearchKey
  /** Higher weights rank first (a name before a keyword). */
  weight: number
  initials: boolean
}

export interface IndexedItem<T, Kind extends string = string> {
  item: T
  fields: ReadonlyArray<SearchField<Kind>>
}

export interface FieldSpec<Kind extends string = string> {
  kind: Kind
  text: string
  weight: number
  /** Initial-consonant search applies (default: false). */
  initials?: boolean
}

/** Prepares items for searching: run once per data load. */
export function indexItems<T, Kind extends string>(
  items: readonly T[],
  fieldsOf: (item: T) => ReadonlyArray<FieldSpec<Kind>>,
): IndexedItem<T, Kind>[] {
  return items.map((item) => ({
    item,
    fields: fieldsOf(item)
      .filter((f) => f.text.trim() !== '')
      .map((f) => ({ kind: f.kind, key: toSearchKey(f.text), weight: f.weight, initials: f.initials ?? false })),
  }))
}

export interface SearchHit<T, Kind extends string = string> {
  item: T
  score: number
  /** The text that matched best, and what it was (to tell the patient why it is listed). */
  field: SearchField<Kind>
}

/** The items the query finds, best first; equally good ones keep their original order. */
export function searchItems<T, Kind extends string>(
  indexed: ReadonlyArray<IndexedItem<T, Kind>>,
  query: SearchQuery,
): SearchHit<T, Kind>[] {
  const hits: Array<SearchHit<T, Kind> & { order: number }> = []
  indexed.forEach(({ item, fields }, order) => {
    let best: SearchHit<T, Kind> | undefined
    for (const field of fields) {
      const quality = matchKey(field.key, query, { initials: field.initials })
      if (quality === MatchQuality.none) continue
      const score = field.weight * 10 + quality
      if (!best || score > best.score) best = { item, score, field }
    }
    if (best) hits.push({ ...best, order })
  })
  hits.sort((a, b) => b.score - a.score || a.order - b.order)
  return hits.map(({ order: _order, ...hit }) => hit)
}
