import { ExternalLink, Info, TriangleAlert } from 'lucide-react'
import { Fragment, type MouseEvent, type ReactNode } from 'react'
import { content as words } from '../messages/content'
import { nativeBridge } from '../native'
import { AppLink } from '../navigation/AppLink'
import { href, ROUTES, type StaticRouteName } from '../routes/route-table'
import { KeepWhole } from '../ui/text/Text'
import type { Block, ContentDocument, Inline, ListItem } from './content-types'
import styles from './ContentPage.module.css'

/** Pages with this many sections or more open with a list of them (jump links). */
const CONTENTS_FROM = 3

/**
 * The one renderer of content pages (hospital guides, stay and checkup information): real
 * headings (h2-h4) a screen reader can jump between, numbered steps, tables with headers,
 * notes and warnings with their word (never colour alone), and links that dial, move inside
 * the app through the guard, or leave it through the shell.
 */
export function ContentPage({ page, before }: { page: ContentDocument; before?: ReactNode }) {
  const sections = page.blocks.filter(
    (block): block is Extract<Block, { type: 'heading' }> => block.type === 'heading' && block.level === 2,
  )
  return (
    <article className={styles.page}>
      {page.lead && (
        <p className={styles.lead}>
          <InlineContent content={page.lead} />
        </p>
      )}
      {before}
      {sections.length >= CONTENTS_FROM && (
        <nav className={styles.contents} aria-label={words.contents}>
          <p className={styles.contentsTitle}>{words.contents}</p>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={jumpTo(section.id)}>
                  <InlineContent content={section.content} />
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <Blocks blocks={page.blocks} />
    </article>
  )
}

/** In-page jumps scroll without touching the history (the router and back own it). */
const jumpTo = (id: string) => (event: MouseEvent) => {
  event.preventDefault()
  const target = document.getElementById(id)
  target?.scrollIntoView({ block: 'start' })
  target?.focus({ preventScroll: true })
}

function Blocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => <BlockView key={index} block={block} />)
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading': {
      const Heading = `h${block.level}` as const
      return (
        <Heading id={block.id} tabIndex={-1} className={styles[`h${block.level}`]}>
          <InlineContent content={block.content} />
        </Heading>
      )
    }
    case 'paragraph':
      return (
        <p className={styles.paragraph}>
          <InlineContent content={block.content} />
        </p>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className={block.ordered ? styles.steps : styles.bullets}>
          {block.items.map((item, index) => (
            <ListItemView key={index} item={item} />
          ))}
        </List>
      )
    }
    case 'table':
      return <ContentTable header={block.header} rows={block.rows} />
    case 'callout': {
      const Icon = block.tone === 'warning' ? TriangleAlert : Info
      return (
        // A note, not a landmark: a page may hold several warnings, and landmarks must be unique.
        <aside role="note" className={`${styles.callout} ${styles[block.tone]}`} aria-label={words[block.tone]}>
          <Icon aria-hidden="true" className={styles.calloutIcon} />
          <div>
            <Blocks blocks={block.blocks} />
          </div>
        </aside>
      )
    }
  }
}

/** Tables of three columns or more become one card per row on a phone (the header's words beside each value). */
const STACK_FROM_COLUMNS = 3

/**
 * A table with its headers. Stacked on a narrow screen, its rows keep their table roles (set
 * explicitly: a browser drops them once a table is not laid out as one).
 */
function ContentTable({ header, rows }: { header: Inline[][]; rows: Inline[][][] }) {
  const stacked = header.length >= STACK_FROM_COLUMNS
  const labels = header.map(plainText)
  const role = (name: string) => (stacked ? { role: name } : {})
  return (
    <table className={stacked ? `${styles.table} ${styles.stacked}` : styles.table} {...role('table')}>
      <thead {...role('rowgroup')}>
        <tr {...role('row')}>
          {header.map((cell, index) => (
            <th key={index} scope="col" {...role('columnheader')}>
              <InlineContent content={cell} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody {...role('rowgroup')}>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex} {...role('row')}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" {...role('rowheader')}>
                  <InlineContent content={cell} />
                </th>
              ) : (
                <td key={index} data-label={labels[index]} {...role('cell')}>
                  <span>
                    <InlineContent content={cell} />
                  </span>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const plainText = (content: Inline[]): string =>
  content.map((node) => (node.type === 'text' ? node.text : plainText(node.children))).join('')

function ListItemView({ item }: { item: ListItem }) {
  return (
    <li>
      <InlineContent content={item.content} />
      {item.children && <Blocks blocks={item.children} />}
    </li>
  )
}

export function InlineContent({ content }: { content: Inline[] }) {
  return content.map((node, index) => <Fragment key={index}>{inlineNode(node)}</Fragment>)
}

function inlineNode(node: Inline): ReactNode {
  switch (node.type) {
    case 'text':
      return <KeepWhole>{node.text}</KeepWhole>
    case 'strong':
      return (
        <strong>
          <InlineContent content={node.children} />
        </strong>
      )
    case 'link':
      return <ContentLink href={node.href}>{<InlineContent content={node.children} />}</ContentLink>
  }
}

/** A route name written in content (`route:parkingInfo`), when it is a screen without parameters. */
export function contentRoute(target: string): StaticRouteName | undefined {
  const name = target.slice('route:'.length)
  const route = (ROUTES as Record<string, { path: string } | undefined>)[name]
  return route && !route.path.includes(':') ? (name as StaticRouteName) : undefined
}

function ContentLink({ href: target, children }: { href: string; children: ReactNode }) {
  if (target.startsWith('tel:')) {
    return (
      <a className={styles.link} href={target}>
        {children}
      </a>
    )
  }
  if (target.startsWith('route:')) {
    const route = contentRoute(target)
    return route ? (
      <AppLink className={styles.link} to={href(route)}>
        {children}
      </AppLink>
    ) : (
      children
    )
  }
  return (
    <a
      className={styles.link}
      href={target}
      onClick={(event) => {
        event.preventDefault()
        nativeBridge().openExternal(target)
      }}
    >
      {children}
      <ExternalLink aria-hidden="true" className={styles.externalIcon} />
      <span className="visually-hidden">({words.opensOutside})</span>
    </a>
  )
}
