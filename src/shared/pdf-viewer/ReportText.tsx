import { unitAsWritten, withUnitsAsWritten } from '@/shared/lib/units'
import { FactList, Text } from '@/shared/ui'
import type { ReportTextBlock } from '@/shared/pdf-viewer/report-structure'
import report from './Report.module.css'

type Table = Extract<ReportTextBlock, { type: 'table' }>

/** Units as the app writes them everywhere (mmHg, mg/dL), whatever the hospital's print says. */
const written = (text: string) => withUnitsAsWritten(unitAsWritten(text))

/**
 * A table on a phone: each row on its own, its cells under their column titles. When the first
 * column names a group only on the group's first row (혈액검사, then blank), it is a heading
 * over its rows and the second column names each row.
 */
function TableRows({ columns, rows }: Table) {
  const grouped = columns.length > 2 && rows.some((row) => row[0] === '') && rows[0]?.[0] !== ''
  const nameColumn = grouped ? 1 : 0
  return (
    <div className={report.table}>
      {rows.map((row, index) => {
        const startsGroup = grouped && row[0] !== ''
        const facts = row.flatMap((cell, k): Array<[string, string]> =>
          k > nameColumn && cell !== '' ? [[columns[k]!, written(cell)]] : [],
        )
        return (
          <div key={index} className={report.tableRow}>
            {startsGroup && (
              <Text as="h4" size="lg" weight="bold" tone="primary">
                {row[0]}
              </Text>
            )}
            <Text weight="bold">{row[nameColumn] || columns[nameColumn]}</Text>
            <FactList facts={facts} />
          </div>
        )
      })}
    </div>
  )
}

/** The report's text with its structure: headings, label/value pairs, tables by row, paragraphs. */
export function ReportText({ blocks }: { blocks: readonly ReportTextBlock[] }) {
  return (
    <div className={report.textBody}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <Text key={index} as="h3" size="xl" weight="bold">
                {block.text}
              </Text>
            )
          case 'facts':
            return <FactList key={index} facts={block.facts} divided />
          case 'table':
            return <TableRows key={index} {...block} />
          case 'paragraph':
            return block.emphasis ? (
              <Text key={index} size="lg" weight="bold">
                {written(block.text)}
              </Text>
            ) : (
              <Text key={index}>{written(block.text)}</Text>
            )
        }
      })}
    </div>
  )
}
