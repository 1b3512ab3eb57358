import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Block, Inline } from '@/shared/content/content-types'
import { ROUTES } from '@/shared/routes/route-table'
import { markdownToDocument } from '../../../scripts/vite/markdown-blocks'

const ROOT = join(import.meta.dirname, '../../..')

function contentFiles(dir = join(ROOT, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return contentFiles(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

function links(blocks: Block[]): string[] {
  const inline = (content: Inline[]): string[] =>
    content.flatMap((node) =>
      node.type === 'link'
        ? [node.href, ...inline(node.children)]
        : node.type === 'strong'
          ? inline(node.children)
          : [],
    )
  return blocks.flatMap((block) => {
    switch (block.type) {
      case 'heading':
      case 'paragraph':
        return inline(block.content)
      case 'list':
        return block.items.flatMap((item) => [...inline(item.content), ...links(item.children ?? [])])
      case 'table':
        return [...block.header, ...block.rows.flat()].flatMap(inline)
      case 'callout':
        return links(block.blocks)
    }
  })
}

const files = contentFiles()

describe('every content page of the app', () => {
  it.each(files.map((file) => [relative(ROOT, file), file]))('%s is valid and links to real screens', (_, file) => {
    const page = markdownToDocument(readFileSync(file, 'utf8'), file)
    expect(page.blocks.length).toBeGreaterThan(0)
    for (const target of links(page.blocks)) {
      if (!target.startsWith('route:')) continue
      const route = (ROUTES as Record<string, { path: string } | undefined>)[target.slice('route:'.length)]
      expect(route, `${target} names a route`).toBeDefined()
      expect(route?.path, `${target} takes no parameters`).not.toContain(':')
    }
  })
})
