import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { nativeBridge } from '@/shared/native'
import { href } from '@/shared/routes/route-table'
import PharmSelectScreen from './PharmSelectScreen'

type World = Parameters<NonNullable<SandboxParameters['setup']>>[0]

/** The running story's sandbox world, to check what the server recorded. */
let world: World | undefined
const keepWorld: SandboxParameters['setup'] = (w) => {
  world = w
}

const EYE = { prscNo: 'PR202611230101', date: '2026-11-23', rxId: 'RX202611230001' }
const route = (search: Record<string, string> = {}) =>
  href('prescriptionsPharmSelect', undefined, { ...EYE, ...search })

const meta = preview.meta({
  title: 'Screens/Prescriptions/PharmSelect',
  component: PharmSelectScreen,
  decorators: [withAppAtRoute],
  parameters: { route: route(), sandbox: { persona: 'outpatient', setup: keepWorld } satisfies SandboxParameters },
})

const search = (canvas: { findByRole: typeof screen.findByRole }) =>
  canvas.findByRole('searchbox', { name: '약국 이름이나 동네로 찾기' })

/**
 * A pharmacy's card among the search's results: not the same pharmacy's card in the nearby list
 * that the results replace (a tap on that one opened nothing, and the story failed now and then).
 */
const resultCard = async (canvas: { findByRole: typeof screen.findByRole }, query: string, name: string) =>
  within(await canvas.findByRole('list', { name: `'${query}' 검색 결과` })).findByRole('article', { name })

export const Loaded = meta.story({
  name: 'Loaded: the nearest first from the phone, with distance, hours and actions',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2026.11.23 (월) 안과 처방전을 보낼 약국을 골라 주세요.')).toBeVisible()
    await expect(await canvas.findByText('내 위치에서 가까운 순입니다.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '가까운 약국' })).toHaveAttribute('aria-current', 'page')
    const list = await canvas.findByRole('list', { name: '가까운 약국' })
    const cards = within(list).getAllByRole('article')
    await expect(cards.length).toBeGreaterThan(2)
    const first = cards[0]!
    await expect(within(first).getByText(/^\d+m · /)).toBeVisible()
    await expect(within(first).getByText(/^오늘 /)).toBeVisible()
    await expect(within(first).getByRole('link', { name: '전화' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    )
    await expect(within(first).getByRole('button', { name: '정보' })).toBeVisible()
    // A pharmacy that takes no e-prescription says so and offers no sending.
    const noErx = within(list).queryByRole('article', { name: '마장햇살약국' })
    if (noErx) {
      await expect(within(noErx).getByText('전자처방전 불가')).toBeVisible()
      await expect(within(noErx).queryByRole('button', { name: '이 약국으로 보내기' })).toBeNull()
    }
  },
})

export const SearchByArea = meta.story({
  name: 'Search by area: 행당동',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await search(canvas), '행당동')
    const results = await canvas.findByRole('list', { name: "'행당동' 검색 결과" })
    const cards = await within(results).findAllByRole('article')
    await expect(cards.length).toBeGreaterThan(1)
    for (const card of cards) await expect(card).toHaveTextContent('행당동')
    // The tabs give way to the results.
    await expect(canvas.queryByRole('link', { name: '즐겨찾는 약국' })).toBeNull()
  },
})

export const SearchNothing = meta.story({
  name: 'Search with no result: says so',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await search(canvas), '없는약국이름')
    await expect(await canvas.findByText('찾는 약국이 없습니다')).toBeVisible()
    await expect(canvas.getByText('다른 이름이나 동네로 찾아 보세요.')).toBeVisible()
  },
})

export const SendHere = meta.story({
  name: 'Send here: asks first, sends once, back to the prescription',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await search(canvas), '늘봄')
    const card = await resultCard(canvas, '늘봄', '행당늘봄약국')
    await userEvent.click(within(card).getByRole('button', { name: '이 약국으로 보내기' }))
    const confirm = await screen.findByRole('alertdialog', { name: '행당늘봄약국으로 보낼까요?' })
    await expect(confirm).toHaveTextContent('약국이 접수하기 전까지는 앱에서 전송을 취소할 수 있습니다.')
    await userEvent.dblClick(within(confirm).getByRole('button', { name: '보내기' }))
    await expect(await screen.findByText('행당늘봄약국으로 처방전을 보냈습니다.')).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: '안과 조은비 교수' })).toBeVisible()
    const rx = world?.db.rxOrders.findFirst((q) => q.where({ rxId: EYE.rxId }))
    await expect(rx).toMatchObject({ status: 'SENT', pharmCode: 'PH0004' })
    await expect(rx?.history.filter((h) => h.status === 'SENT')).toHaveLength(1)
    await expect(world?.db.prescriptions.findFirst((q) => q.where({ prscNo: EYE.prscNo }))).toMatchObject({
      submitStatus: 'SENT',
      pharmCode: 'PH0004',
    })
  },
})

export const SendKeep = meta.story({
  name: 'Send here, then keep it: nothing is sent',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await search(canvas), '늘봄')
    const card = await resultCard(canvas, '늘봄', '행당늘봄약국')
    await userEvent.click(within(card).getByRole('button', { name: '이 약국으로 보내기' }))
    const confirm = await screen.findByRole('alertdialog', { name: '행당늘봄약국으로 보낼까요?' })
    await userEvent.click(within(confirm).getByRole('button', { name: '취소' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(world?.db.rxOrders.findFirst((q) => q.where({ rxId: EYE.rxId }))?.status).toBe('CREATED')
  },
})

export const AlreadySent = meta.story({
  name: 'Already sent: says so, no sending',
  parameters: { route: route({ prscNo: 'PR202611090001', date: '2026-11-09', rxId: 'RX202611090001' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/이미 약국으로 보낸 처방전입니다/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '처방전으로 돌아가기' })).toBeVisible()
    await canvas.findAllByRole('article')
    await expect(canvas.queryByRole('button', { name: '이 약국으로 보내기' })).toBeNull()
  },
})

export const NoPrescription = meta.story({
  name: 'Opened without a prescription: browse only',
  parameters: { route: href('prescriptionsPharmSelect') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('보낼 처방전을 먼저 골라 주세요.')).toBeVisible()
    await canvas.findAllByRole('article')
    await expect(canvas.queryByRole('button', { name: '이 약국으로 보내기' })).toBeNull()
  },
})

export const LocationDenied = meta.story({
  name: 'Location refused: says why, search by name or area still works',
  parameters: { sandbox: { native: { location: 'denied' } } },
  play: async ({ canvas, userEvent }) => {
    // Said above the list (and by the nearby list's empty state under it).
    await expect((await canvas.findAllByText('위치를 확인하지 못했습니다'))[0]).toBeVisible()
    await expect(canvas.getByText(/위치 권한이 필요합니다/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: '위치 다시 확인' })).toBeVisible()
    await userEvent.type(await search(canvas), '온누리')
    const card = await resultCard(canvas, '온누리', '왕십리온누리약국')
    // No distance without a location.
    await expect(within(card).queryByText(/^\d+(\.\d)?k?m · /)).toBeNull()
  },
})

export const Favourites = meta.story({
  name: 'Favourites: the two kept, one removed',
  parameters: { route: route({ list: 'favourites' }) },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: '즐겨찾는 약국' })
    await expect(await within(list).findAllByRole('article')).toHaveLength(2)
    const onnuri = within(list).getByRole('article', { name: '왕십리온누리약국' })
    const star = within(onnuri).getByRole('button', { name: '즐겨찾기' })
    await expect(star).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(star)
    await expect(await screen.findByText('즐겨찾는 약국에서 뺐습니다.')).toBeVisible()
    await waitFor(() => expect(within(list).queryByRole('article', { name: '왕십리온누리약국' })).toBeNull())
  },
})

export const AddFavourite = meta.story({
  name: 'Add a favourite from the search',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await search(canvas), '늘봄')
    const card = await resultCard(canvas, '늘봄', '행당늘봄약국')
    const star = within(card).getByRole('button', { name: '즐겨찾기' })
    await expect(star).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(star)
    await expect(await screen.findByText('즐겨찾는 약국에 넣었습니다.')).toBeVisible()
    await waitFor(() =>
      expect(
        within(canvas.getByRole('article', { name: '행당늘봄약국' })).getByRole('button', { name: '즐겨찾기' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    )
    await expect(
      world?.db.favouritePharmacies.findMany((q) => q.where({ pharmCode: 'PH0004' })).map((f) => f.pharmCode),
    ).toEqual(['PH0004'])
  },
})

export const FavouritesEmpty = meta.story({
  name: 'Favourites, empty',
  parameters: { route: route({ list: 'favourites' }), sandbox: { persona: 'checkup' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('즐겨찾는 약국이 없습니다')).toBeVisible()
    await expect(canvas.getByText('약국 옆의 별을 누르면 여기에 모아 둡니다.')).toBeVisible()
  },
})

export const Recent = meta.story({
  name: 'Recently used pharmacies',
  parameters: { route: route({ list: 'recent' }) },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '최근 이용' })
    await expect(await within(list).findByRole('article', { name: '왕십리온누리약국' })).toBeVisible()
  },
})

export const RecentEmpty = meta.story({
  name: 'Recently used, empty',
  parameters: { route: route({ list: 'recent' }), sandbox: { persona: 'checkup' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('최근 이용한 약국이 없습니다')).toBeVisible()
  },
})

export const InfoDialog = meta.story({
  name: 'The pharmacy-info dialog: hours, call; the back action closes it first',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await search(canvas), '온누리')
    const card = await resultCard(canvas, '온누리', '왕십리온누리약국')
    await userEvent.click(within(card).getByRole('button', { name: '정보' }))
    // The dialog's code loads on the tap (its own chunk): a busy machine took over 15 s to bring it.
    const dialog = await screen.findByRole('dialog', { name: '왕십리온누리약국 정보' }, { timeout: 25_000 })
    await expect(await within(dialog).findByRole('heading', { name: '운영 시간' })).toBeVisible()
    await expect(within(dialog).getByText(/월요일 \(오늘\)/)).toBeVisible()
    await expect(within(dialog).getByRole('link', { name: /왕십리온누리약국에 전화하기/ })).toBeVisible()
    ;(nativeBridge() as ReturnType<typeof nativeBridge> & { emit(event: 'back'): void }).emit('back')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '왕십리온누리약국 정보' })).toBeNull())
    await expect(canvas.getByRole('searchbox', { name: '약국 이름이나 동네로 찾기' })).toBeVisible()
  },
})

export const InfoDialogError = meta.story({
  name: 'The pharmacy-info dialog, error',
  parameters: {
    sandbox: { faults: { fetchPharmacyByCode: { status: 500, reason: '약국 정보를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: '가까운 약국' })
    await userEvent.click(within(list).getAllByRole('button', { name: '정보' })[0]!)
    const dialog = await screen.findByRole('dialog', { name: /정보$/ })
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('약국 정보를 불러오지 못했습니다.')
  },
})

export const Error = meta.story({
  name: 'Error: the server’s reason, retry',
  parameters: {
    sandbox: { faults: { searchPharmacies: { status: 500, reason: '약국 검색 서비스를 점검하고 있습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('약국 검색 서비스를 점검하고 있습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { searchPharmacies: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('article')).toBeNull()
  },
})
