import { Children, type ElementType, type ReactNode } from 'react'
import { keepWhole } from './keep-whole'
import styles from './Text.module.css'

/**
 * Strings with their dates, times, amounts and phone numbers kept whole (./keep-whole); anything
 * else as it is. A word glued to punctuation ("(위·대장내시경)", "(오늘)로부터", "입원·퇴원하는",
 * "(02-2290-8114)에서") is a span that does not wrap: browsers break after "·", ")" and "-" even
 * with `keep-all`. Glued to a bracket after a word ("원무과(02-2290-8114)에서"), it may break
 * before the bracket (a `<wbr>`).
 * The text itself stays as written: what a screen reader reads and a test finds.
 */
export function KeepWhole({ children }: { children: ReactNode }) {
  return Children.map(children, (child) => (typeof child === 'string' ? laidOut(keepWhole(child)) : child))
}

/**
 * Where a browser breaks inside a word although Korean readers see one: after a middle dot or a
 * tilde between letters ("입원·퇴원하는", "9:00~오후"), after a closing bracket the word goes on
 * from ("(오늘)로부터"), inside a phone number, a masked card number or an e-mail address.
 */
const GLUED =
  /[^\s\u00a0]·[^\s\u00a0]|[^\s\u00a0]~[^\s\u00a0]|\)[가-힣A-Za-z]|\d{2,4}-\d{3,4}(?:-\d{4})?\b|\d-\*|@[\w-]+\./
/** Longer than this, a "word" is a sentence without spaces or an address: it may break. */
const GLUED_MAX = 30
const BEFORE_BRACKET = /(?<=[^\s(\u00a0])(?=\()/

function laidOut(text: string): ReactNode {
  if (!GLUED.test(text) && !BEFORE_BRACKET.test(text)) return text
  const out: ReactNode[] = []
  let plain = ''
  const flush = () => {
    if (plain) out.push(plain)
    plain = ''
  }
  // Words are split at ordinary spaces only: a token's no-break spaces keep it one word. Plain
  // words stay one text node; only a glued word becomes a span of its own.
  text.split(/([ \t\n]+)/).forEach((word, index) => {
    const pieces = index % 2 === 1 ? [word] : word.split(BEFORE_BRACKET)
    pieces.forEach((piece, at) => {
      if (at > 0) {
        flush()
        out.push(<wbr key={`${index}-${at}-wbr`} />)
      }
      if (index % 2 === 0 && piece.length >= 2 && piece.length <= GLUED_MAX && GLUED.test(piece)) {
        flush()
        out.push(
          <span key={`${index}-${at}`} className={styles.whole}>
            {piece}
          </span>,
        )
      } else plain += piece
    })
  })
  flush()
  return out
}

/** One token kept on one line (a formatted number or date that is not a string of words). */
export function Nowrap({ children }: { children: ReactNode }) {
  return <span className={styles.whole}>{children}</span>
}

export type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl'
export type TextTone = 'default' | 'sub' | 'muted' | 'primary' | 'danger' | 'warning'

export interface TextProps {
  children: ReactNode
  /** `p` (default), `span`, `strong`, `div`, or a heading (`h2`, `h3`) with the look of its size. */
  as?: ElementType
  size?: TextSize
  weight?: 'regular' | 'medium' | 'bold'
  tone?: TextTone
  align?: 'start' | 'center' | 'end'
  /** Keeps the line breaks of the text (server text, addresses). */
  preLine?: boolean
  id?: string
  role?: 'status' | 'alert'
  /** As a label (`as="label"`). */
  htmlFor?: string
  /** Read out again when it changes (a surgery's stage). */
  'aria-live'?: 'polite' | 'assertive'
  className?: string
}

/**
 * Words on a screen: the type scale, the tones, Korean line breaking, and numbers kept whole.
 * A screen writes `<Text tone="sub" size="sm">` instead of a class of its own.
 */
export function Text({
  children,
  as: Component = 'p',
  size,
  weight,
  tone = 'default',
  align = 'start',
  preLine = false,
  id,
  role,
  htmlFor,
  className,
  'aria-live': live,
}: TextProps) {
  const classes = [
    styles.text,
    size && styles[size],
    weight && styles[weight],
    tone !== 'default' && styles[tone],
    align !== 'start' && styles[align],
    preLine && styles.preLine,
    className,
  ]
  return (
    <Component id={id} role={role} htmlFor={htmlFor} aria-live={live} className={classes.filter(Boolean).join(' ')}>
      <KeepWhole>{children}</KeepWhole>
    </Component>
  )
}
