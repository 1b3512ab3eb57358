/**
 * A lazily loaded part that cannot be downloaded, in Chromium: only its own place shows what
 * happened, with 다시 시도, the parts around it stay; 다시 시도 downloads again (React.lazy alone
 * would keep the rejected import for good) and the part appears; a part that crashes is contained
 * the same way; a background part is left out quietly.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { connectivity } from '@/shared/offline/connectivity'
import { lazyWithRetry } from './lazy-with-retry'
import { LoadBoundary } from './LoadBoundary'

afterEach(() => {
  connectivity.force(null)
})

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

function Menu({ label }: { label: string }) {
  return <p>{label}</p>
}

describe('a lazily loaded part', () => {
  it('fails soft without a connection, and 다시 시도 downloads it again once there is one', async () => {
    connectivity.force(false)
    const load = vi.fn().mockImplementationOnce(offline).mockResolvedValue({ default: Menu })
    const Part = lazyWithRetry(load)
    const screen = await render(
      <>
        <header>병원 앱</header>
        <LoadBoundary loading={<p>불러오는 중</p>}>
          <Part label="외래 메뉴" />
        </LoadBoundary>
      </>,
    )
    const alert = screen.getByRole('alert')
    await expect.element(alert.getByText('화면을 불러오지 못했습니다')).toBeVisible()
    await expect.element(alert.getByText(/^인터넷에 연결되어 있지 않습니다/)).toBeVisible()
    // The rest of the app is alive.
    await expect.element(screen.getByText('병원 앱')).toBeVisible()
    expect(load).toHaveBeenCalledTimes(1)

    connectivity.force(true)
    await screen.getByRole('button', { name: '다시 시도' }).click()
    await expect.element(screen.getByText('외래 메뉴')).toBeVisible()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('is downloaded again when it is opened again after a failure (a new boundary)', async () => {
    connectivity.force(false)
    const load = vi.fn().mockImplementationOnce(offline).mockResolvedValue({ default: Menu })
    const Part = lazyWithRetry(load)
    const first = await render(
      <LoadBoundary>
        <Part label="서랍 메뉴" />
      </LoadBoundary>,
    )
    await expect.element(first.getByRole('button', { name: '다시 시도' })).toBeVisible()
    await first.unmount()

    connectivity.force(true)
    const again = await render(
      <LoadBoundary>
        <Part label="서랍 메뉴" />
      </LoadBoundary>,
    )
    await expect.element(again.getByText('서랍 메뉴')).toBeVisible()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('contains a part that crashes while rendering, and 다시 시도 renders it again', async () => {
    let crash = true
    function Fragile() {
      if (crash) throw new Error('bug')
      return <p>다시 그렸습니다</p>
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const screen = await render(
      <>
        <p>탭 막대</p>
        <LoadBoundary>
          <Fragile />
        </LoadBoundary>
      </>,
    )
    await expect.element(screen.getByRole('alert').getByText('화면을 보여 드리지 못했습니다')).toBeVisible()
    await expect.element(screen.getByText('탭 막대')).toBeVisible()
    crash = false
    await screen.getByRole('button', { name: '다시 시도' }).click()
    await expect.element(screen.getByText('다시 그렸습니다')).toBeVisible()
  })

  it('leaves a background part out quietly when told what stands instead', async () => {
    connectivity.force(false)
    const Part = lazyWithRetry(offline as () => Promise<{ default: typeof Menu }>)
    const screen = await render(
      <>
        <p>홈</p>
        <LoadBoundary instead={<p>기본 바로가기</p>}>
          <Part label="입원 바로가기" />
        </LoadBoundary>
      </>,
    )
    await expect.element(screen.getByText('기본 바로가기')).toBeVisible()
    expect(screen.container.querySelector('[role="alert"]')).toBeNull()
  })
})
