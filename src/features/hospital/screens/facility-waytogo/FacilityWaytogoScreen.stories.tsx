import { expect, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { storyNativeCalls } from '#.storybook/sandbox/story-bridge'
import { href } from '@/shared/routes/route-table'
import FacilityWaytogoScreen from './FacilityWaytogoScreen'

/** The hospital moved in this world: the screen must show the server's address, not a stored one. */
const moved: SandboxParameters['setup'] = async ({ db }) => {
  await db.hospitalInfo.update((q) => q.where({ hospitalName: '한빛대학교병원' }), {
    data(info) {
      info.address = '서울특별시 성동구 왕십리로 300'
      info.latitude = 37.5655
      info.longitude = 127.0444
    },
  })
}

const meta = preview.meta({
  title: 'Screens/Hospital/FacilityWaytogo',
  component: FacilityWaytogoScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('hospitalFacilityWaytogo'),
    sandbox: { persona: 'none', setup: moved } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: the address from the hospital info, subway, bus, shuttle and car',
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '병원 위치' })
    await expect(await within(card).findByText('서울특별시 성동구 왕십리로 300')).toBeVisible()
    await expect(within(card).getByRole('link', { name: /대표 전화 1588-0000/ })).toHaveAttribute(
      'href',
      'tel:1588-0000',
    )
    await expect(within(card).getByText(/앱 밖에서 열립니다/)).toBeVisible()
    for (const app of ['카카오맵', '네이버 지도', '티맵']) {
      await expect(within(card).getByRole('button', { name: `${app}에서 길찾기` })).toHaveAccessibleDescription(
        /앱 밖에서 열립니다/,
      )
    }
    for (const section of ['지하철', '버스', '무료 셔틀버스', '자가용']) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible()
    }
    await expect(canvas.getByRole('row', { name: /일~목.*10분마다/ })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '오시는 길' })).toHaveAttribute('aria-current', 'page')
  },
})

export const OpensTheMapApp = meta.story({
  name: 'A map button asks the shell for directions to the server’s position',
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('region', { name: '병원 위치' })
    await within(card).findByText('서울특별시 성동구 왕십리로 300')
    await userEvent.click(within(card).getByRole('button', { name: '카카오맵에서 길찾기' }))
    await userEvent.click(within(card).getByRole('button', { name: '티맵에서 길찾기' }))
    await expect(storyNativeCalls).toEqual([
      {
        method: 'openMap',
        args: {
          app: 'kakao',
          name: '한빛대학교병원',
          address: '서울특별시 성동구 왕십리로 300',
          latitude: 37.5655,
          longitude: 127.0444,
        },
      },
      expect.objectContaining({ method: 'openMap', args: expect.objectContaining({ app: 'tmap' }) as unknown }),
    ])
  },
})

export const Error = meta.story({
  name: 'Error: the stored address still leads the way, with the reason and a retry',
  parameters: {
    sandbox: { faults: { fetchHospitalInfo: { status: 500, reason: '병원 정보를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('region', { name: '병원 위치' })
    await expect(await within(card).findByText(/병원 정보를 불러오지 못했습니다\./)).toBeVisible()
    await expect(within(card).getByText('서울특별시 성동구 왕십리로 222')).toBeVisible()
    await expect(within(card).getByRole('button', { name: '다시 불러오기' })).toBeEnabled()
    await userEvent.click(within(card).getByRole('button', { name: '네이버 지도에서 길찾기' }))
    await expect(storyNativeCalls.at(-1)).toMatchObject({
      method: 'openMap',
      args: { app: 'naver', address: '서울특별시 성동구 왕십리로 222', latitude: 37.5612 },
    })
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchHospitalInfo: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '지하철' })).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true))
    await expect(canvas.queryByRole('button', { name: '카카오맵에서 길찾기' })).toBeNull()
  },
})

export const LargeFont = meta.story({
  parameters: { sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '네이버 지도에서 길찾기' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
  },
})

export const Offline = meta.story({
  name: 'Offline: the hospital’s address as last received, with its time',
  parameters: { sandbox: { persona: 'none', setup: moved, offline: { receivedAt: '2026-11-23T07:05:00+09:00' } } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '병원 위치' })
    const notice = (await within(card).findByText('인터넷에 연결되어 있지 않습니다')).closest<HTMLElement>(
      '[role="status"]',
    )!
    await expect(notice).toHaveTextContent('마지막으로 받은 정보를 보여 드립니다(오전 7:05 기준)')
    // The kept answer (the hospital moved in this world), not the address stored in the app.
    await expect(within(card).getByText('서울특별시 성동구 왕십리로 300')).toBeVisible()
    await expect(within(card).getByRole('link', { name: /대표 전화 1588-0000/ })).toBeVisible()
  },
})
