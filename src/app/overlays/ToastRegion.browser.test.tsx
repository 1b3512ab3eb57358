/**
 * Where a toast shows, in Chromium: inside the modal dialog that is open (anywhere else it would
 * lie under the backdrop), and on the page once that dialog closes, also when the dialog closes in
 * the same moment the toast is said (the drawer's account switch says so and closes the drawer).
 */
import { useLayoutEffect, useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { ToastRegion, type Toast } from './ToastRegion'

function Drawer({ open }: { open: boolean }) {
  const ref = useRef<HTMLDialogElement>(null)
  useLayoutEffect(() => {
    const dialog = ref.current
    if (open && !dialog?.open) dialog?.showModal()
    if (!open && dialog?.open) dialog.close()
  }, [open])
  return <dialog ref={ref} aria-label="전체 메뉴" />
}

function Page({ switchDone }: { switchDone: Promise<void> }) {
  const [drawerOpen, setDrawerOpen] = useState(true)
  const [toasts, setToasts] = useState<Toast[]>([])
  useLayoutEffect(() => {
    // After an answer from the server, as the switch does: not inside a tap's own handler.
    void switchDone.then(() => {
      setToasts([{ id: 1, message: '계정이 전환되었습니다.' }])
      setDrawerOpen(false)
    })
  }, [switchDone])
  return (
    <>
      <Drawer open={drawerOpen} />
      <ToastRegion toasts={toasts} />
    </>
  )
}

describe('a toast', () => {
  it('said as the dialog holding it closes is shown on the page', async () => {
    const screen = await render(<Page switchDone={Promise.resolve()} />)
    await expect.element(screen.getByText('계정이 전환되었습니다.')).toBeVisible()
    expect(document.querySelector('dialog')?.open).toBe(false)
  })

  it('said while a dialog stays open is shown inside it', async () => {
    function SavedFromTheDialog() {
      const [toasts, setToasts] = useState<Toast[]>([])
      useLayoutEffect(() => {
        void Promise.resolve().then(() => setToasts([{ id: 1, message: '저장되었습니다.' }]))
      }, [])
      return (
        <>
          <Drawer open />
          <ToastRegion toasts={toasts} />
        </>
      )
    }
    const screen = await render(<SavedFromTheDialog />)
    await expect.element(screen.getByText('저장되었습니다.')).toBeVisible()
    expect(document.querySelector('dialog')?.contains(screen.getByText('저장되었습니다.').element())).toBe(true)
  })
})
