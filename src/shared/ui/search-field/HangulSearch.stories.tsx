import { useMemo, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { indexItems, searchItems, toSearchQuery } from '@/shared/lib/hangul-search'
import { List, ListRow } from '../list-row/ListRow'
import { SearchField } from './SearchField'

const NAMES = ['김성훈', '김상윤', '이정민', '박지훈', '순환기내과', '소화기내과', '소아청소년과']

/** A search box over a list with the Korean matcher: what the department and booking screens do. */
function HangulSearchDemo({ items = NAMES }: { items?: string[] }) {
  const [text, setText] = useState('')
  const index = useMemo(
    () => indexItems(items, (name) => [{ kind: 'name', text: name, weight: 1, initials: true }]),
    [items],
  )
  const query = toSearchQuery(text)
  const shown = query ? searchItems(index, query).map((hit) => hit.item) : items
  return (
    <div style={{ padding: '1rem 0' }}>
      <SearchField label="이름 검색" value={text} onChange={setText} placeholder="예: ㄱㅅ, 성후" />
      <List label="검색 결과">
        {shown.map((name) => (
          <ListRow key={name} title={name} />
        ))}
      </List>
    </div>
  )
}

const meta = preview.meta({
  title: 'Shared/HangulSearch',
  component: HangulSearchDemo,
})

const shownNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: '검색 결과' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent)

export const InitialConsonants = meta.story({
  name: 'ㄱㅅ finds 김성훈 and 김상윤',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '이름 검색' }), 'ㄱㅅ')
    await waitFor(() => expect(shownNames(canvasElement)).toEqual(['김성훈', '김상윤']))
  },
})

export const HalfTypedSyllables = meta.story({
  name: '성후 (half typed) finds 김성훈',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '이름 검색' }), '성후')
    await waitFor(() => expect(shownNames(canvasElement)).toEqual(['김성훈']))
  },
})

export const Everything = meta.story({
  name: 'Nothing typed: everything',
  play: async ({ canvasElement }) => {
    await expect(shownNames(canvasElement)).toHaveLength(NAMES.length)
  },
})
