import { expect, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import TelephoneScreen from './TelephoneScreen'

const meta = preview.meta({
  title: 'Screens/Hospital/Telephone',
  component: TelephoneScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('hospitalFacilityTelephone'), sandbox: { persona: 'none' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const booking = await canvas.findByRole('list', { name: '예약' })
    await expect(within(booking).getByRole('link', { name: /진료\s예약.*02-2290-8000/ })).toHaveAttribute(
      'href',
      'tel:02-2290-8000',
    )
    await expect(canvas.getByRole('heading', { name: '대표' })).toBeVisible()
    // One of the facility pages: its chip is the current one.
    const facility = canvas.getByRole('navigation', { name: '병원 안내 메뉴' })
    await expect(within(facility).getByRole('link', { name: '전화번호' })).toHaveAttribute('aria-current', 'page')
  },
})

export const Empty = meta.story({
  parameters: { sandbox: { setup: (world) => world.db.telephones.clear() } satisfies SandboxParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('전화번호 안내가 없습니다')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: { sandbox: { faults: { listTelephones: { status: 500, reason: '전화번호를 불러오지 못했습니다.' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('전화번호를 불러오지 못했습니다.')
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listTelephones: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true))
  },
})
