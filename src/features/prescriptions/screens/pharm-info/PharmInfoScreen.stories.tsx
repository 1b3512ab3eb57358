import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import PharmInfoScreen from './PharmInfoScreen'

const infoRoute = (pharmCode: string) => href('prescriptionsPharmInfo', undefined, { pharmCode })

const meta = preview.meta({
  title: 'Screens/Prescriptions/PharmInfo',
  component: PharmInfoScreen,
  decorators: [withAppAtRoute],
  parameters: { route: infoRoute('PH0001'), sandbox: { persona: 'outpatient' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: open now, address, distance, call, the week’s hours, notice, favourite',
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: '왕십리온누리약국' })
    await expect(within(section).getByText('전자처방전 가능')).toBeVisible()
    await expect(within(section).getByText(/^\d+m$/)).toBeVisible()
    await expect(within(section).getByRole('link', { name: /왕십리온누리약국에 전화하기/ })).toHaveAttribute(
      'href',
      'tel:02-2291-0210',
    )
    const hours = within(section).getByRole('region', { name: '운영 시간' })
    await expect(within(hours).getByText(/월요일 \(오늘\)/)).toBeVisible()
    await expect(within(hours).getByText(/일요일/)).toBeVisible()
    await expect(within(section).getByText('전자처방전 접수 후 평균 15분 안에 조제합니다.')).toBeVisible()
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: '즐겨찾기' })).toHaveAttribute('aria-pressed', 'true'),
    )
  },
})

export const Closed = meta.story({
  name: 'At night: closed now, says so in words',
  parameters: { sandbox: { now: '2026-11-23T23:30:00+09:00' } },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: '왕십리온누리약국' })
    await expect(within(section).getByText('영업 종료')).toBeVisible()
  },
})

export const LocationDenied = meta.story({
  name: 'Location refused: everything but the distance',
  parameters: { sandbox: { native: { location: 'denied' } } },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: '왕십리온누리약국' })
    await expect(within(section).getByRole('region', { name: '운영 시간' })).toBeVisible()
    await expect(within(section).queryByText(/^\d+(\.\d)?k?m$/)).toBeNull()
  },
})

export const RemoveFavourite = meta.story({
  name: 'Remove it from the favourites',
  play: async ({ canvas, userEvent }) => {
    const section = await canvas.findByRole('region', { name: '왕십리온누리약국' })
    const star = () => within(section).getByRole('button', { name: '즐겨찾기' })
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'true'))
    await userEvent.click(star())
    await expect(await screen.findByText('즐겨찾는 약국에서 뺐습니다.')).toBeVisible()
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'false'))
  },
})

export const NotFound = meta.story({
  name: 'Not a pharmacy code: says so',
  parameters: { route: href('prescriptionsPharmInfo') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('약국을 찾을 수 없습니다')).toBeVisible()
    await expect(canvas.getByText('약국 선택 화면에서 다시 찾아 주세요.')).toBeVisible()
  },
})

export const UnknownCode = meta.story({
  name: 'A pharmacy the service does not know (404): not found',
  parameters: { route: infoRoute('PH9999') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('약국을 찾을 수 없습니다')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
})

export const Error = meta.story({
  name: 'Error: the server’s reason, retry',
  parameters: {
    sandbox: { faults: { fetchPharmacyDetail: { status: 500, reason: '약국 정보를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('약국 정보를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchPharmacyDetail: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
  },
})
