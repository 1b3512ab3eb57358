import type { Block, ContentDocument } from '@/shared/content/content-types'

/**
 * The terms text arrives as plain text (base64-decoded): paragraphs apart by a blank line, a
 * section starting with its number ("1. 개인정보의 처리 목적" or "제1조 (목적)") on its own line,
 * list items starting with "- ". This turns it into blocks a screen reader can move between
 * (headings, lists), without trusting the text with any markup.
 */
export type PolicyBlock =
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] }

/** A section title: "1. 제목" or "제1조 (제목)", alone on its line. */
const SECTION = /^(?:\d{1,2}\.\s+\S.{0,40}|제\s*\d+\s*조(?:\s*\([^)]{1,30}\))?)$/
const ITEM = /^[-·•]\s+/

export function policyBlocks(text: string): PolicyBlock[] {
  const blocks: PolicyBlock[] = []
  const paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') })
    paragraph.length = 0
  }
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    if (!line) {
      flush()
      continue
    }
    if (SECTION.test(line)) {
      flush()
      blocks.push({ type: 'heading', text: line })
      continue
    }
    if (ITEM.test(line)) {
      flush()
      const item = line.replace(ITEM, '')
      const last = blocks.at(-1)
      if (last?.type === 'list') last.items.push(item)
      else blocks.push({ type: 'list', items: [item] })
      continue
    }
    paragraph.push(line)
  }
  flush()
  return blocks
}

/**
 * The policy as a content page, so the one ContentPage renders it (headings with anchors and a
 * list of them at the top, lists, paragraphs). The text before the first section is the lead.
 */
export function policyDocument(title: string, text: string): ContentDocument {
  const blocks = policyBlocks(text)
  const first = blocks[0]
  const lead = first?.type === 'paragraph' ? blocks.shift() : undefined
  let section = 0
  const content = blocks.map((block): Block => {
    switch (block.type) {
      case 'heading':
        section += 1
        return { type: 'heading', level: 2, id: `policy-${section}`, content: [{ type: 'text', text: block.text }] }
      case 'paragraph':
        return { type: 'paragraph', content: [{ type: 'text', text: block.text }] }
      case 'list':
        return {
          type: 'list',
          ordered: false,
          items: block.items.map((item) => ({ content: [{ type: 'text', text: item }] })),
        }
    }
  })
  return lead?.type === 'paragraph'
    ? { title, lead: [{ type: 'text', text: lead.text }], blocks: content }
    : { title, blocks: content }
}
