/**
 * Markdown -> ContentDocument, at build time (Node). Content authors write plain Markdown; the
 * bundle receives a small typed tree. Only what a patient guide needs is allowed: headings,
 * paragraphs, lists, tables, blockquotes (notes and warnings), strong text and links. Anything
 * else (raw HTML, images, code) fails the build, so content cannot smuggle markup in.
 */
import { Lexer, type Token, type Tokens } from 'marked'
import type { Block, ContentDocument, Inline, ListItem } from '@/shared/content/content-types'

export class ContentError extends Error {}

const WARNING_WORDS = ['주의', '경고', '꼭 확인']

export function markdownToDocument(markdown: string, file = 'content'): ContentDocument {
  const tokens = new Lexer({ gfm: true }).lex(markdown).filter((token) => token.type !== 'space')
  const first = tokens.shift()
  if (first?.type !== 'heading' || (first as Tokens.Heading).depth !== 1) {
    throw new ContentError(`${file}: must start with a '# title'`)
  }
  const title = plainText(inline((first as Tokens.Heading).tokens, file))
  let lead: Inline[] | undefined
  if (tokens[0]?.type === 'paragraph') lead = inline((tokens.shift() as Tokens.Paragraph).tokens, file)
  const ids = new Set<string>()
  const blocks = tokens.map((token) => block(token, file, ids))
  return lead ? { title, lead, blocks } : { title, blocks }
}

function block(token: Token, file: string, ids: Set<string>): Block {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading
      if (heading.depth < 2 || heading.depth > 4) throw new ContentError(`${file}: only one '#' title, then ## to ####`)
      const content = inline(heading.tokens, file)
      return { type: 'heading', level: heading.depth as 2 | 3 | 4, id: uniqueId(plainText(content), ids), content }
    }
    case 'paragraph':
      return { type: 'paragraph', content: inline((token as Tokens.Paragraph).tokens, file) }
    case 'list': {
      const list = token as Tokens.List
      return { type: 'list', ordered: list.ordered, items: list.items.map((item) => listItem(item, file, ids)) }
    }
    case 'table': {
      const table = token as Tokens.Table
      return {
        type: 'table',
        header: table.header.map((cell) => inline(cell.tokens, file)),
        rows: table.rows.map((row) => row.map((cell) => inline(cell.tokens, file))),
      }
    }
    case 'blockquote': {
      const blocks = (token as Tokens.Blockquote).tokens
        .filter((t) => t.type !== 'space')
        .map((t) => block(t, file, ids))
      const opening = blocks[0]?.type === 'paragraph' ? plainText(blocks[0].content) : ''
      const tone = WARNING_WORDS.some((word) => opening.startsWith(word)) ? 'warning' : 'note'
      return { type: 'callout', tone, blocks }
    }
    default:
      throw new ContentError(`${file}: '${token.type}' is not allowed in content (${token.raw.slice(0, 40)})`)
  }
}

function listItem(item: Tokens.ListItem, file: string, ids: Set<string>): ListItem {
  const content: Inline[] = []
  const children: Block[] = []
  for (const token of item.tokens) {
    if (token.type === 'text' || token.type === 'paragraph') {
      const tokens = (token as Tokens.Text).tokens ?? [{ type: 'text', raw: token.raw, text: token.raw }]
      if (content.length) content.push({ type: 'text', text: ' ' })
      content.push(...inline(tokens, file))
    } else if (token.type !== 'space') {
      children.push(block(token, file, ids))
    }
  }
  return children.length ? { content, children } : { content }
}

function inline(tokens: Token[] | undefined, file: string): Inline[] {
  const out: Inline[] = []
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text':
      case 'escape': {
        const text = token as Tokens.Text
        if (text.tokens?.length) out.push(...inline(text.tokens, file))
        else push(out, decode(text.text))
        break
      }
      case 'strong':
      case 'em':
        out.push({ type: 'strong', children: inline((token as Tokens.Strong).tokens, file) })
        break
      case 'link': {
        const link = token as Tokens.Link
        if (!/^(tel:|route:|https:\/\/)/.test(link.href)) {
          throw new ContentError(`${file}: link '${link.href}' must be tel:, route:<name> or https://`)
        }
        out.push({ type: 'link', href: link.href, children: inline(link.tokens, file) })
        break
      }
      case 'br':
        push(out, '\n')
        break
      default:
        throw new ContentError(`${file}: inline '${token.type}' is not allowed in content (${token.raw})`)
    }
  }
  return out
}

/** Adjacent text merges, so the tree stays small. */
function push(out: Inline[], text: string): void {
  const last = out[out.length - 1]
  if (last?.type === 'text') last.text += text
  else out.push({ type: 'text', text })
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)

export function plainText(content: Inline[]): string {
  return content.map((node) => (node.type === 'text' ? node.text : plainText(node.children))).join('')
}

/** Anchors from the heading's words (Hangul kept), unique within the page. */
function uniqueId(text: string, ids: Set<string>): string {
  const base =
    text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'section'
  let id = base
  for (let n = 2; ids.has(id); n += 1) id = `${base}-${n}`
  ids.add(id)
  return id
}
