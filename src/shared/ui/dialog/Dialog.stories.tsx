import { useState } from 'react'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Button } from '../button/Button'
import { Dialog } from './Dialog'

const meta = preview.meta({ title: 'Shared/Dialog', component: Dialog })

const onClose = fn()

export const Alert = meta.story({
  args: {
    open: true,
    onClose,
    title: '알림',
    children: '이미 예약된 시간입니다. 다른 시간을 선택해 주세요.',
    actions: (
      <Button fullWidth onClick={onClose}>
        확인
      </Button>
    ),
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: '알림' })
    await expect(dialog).toHaveAccessibleDescription('이미 예약된 시간입니다. 다른 시간을 선택해 주세요.')
    await userEvent.keyboard('{Escape}')
    await expect(onClose).toHaveBeenCalled()
  },
})

export const Confirm = meta.story({
  args: {
    open: true,
    onClose: fn(),
    role: 'alertdialog',
    title: '앱을 종료할까요?',
    actions: (
      <>
        <Button variant="outline">취소</Button>
        <Button>종료</Button>
      </>
    ),
  },
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: '앱을 종료할까요?' })).toBeVisible()
  },
})

export const Sheet = meta.story({
  args: {
    open: true,
    onClose: fn(),
    variant: 'sheet',
    title: '진료 구분 선택',
    children: '처음 오시면 초진, 다시 오시면 재진입니다.',
    actions: <Button fullWidth>재진으로 예약</Button>,
  },
})

const terms = Array.from(
  { length: 30 },
  (_, i) => `제${i + 1}조 이 약관은 한빛대학교병원 모바일 서비스의 이용 조건을 정합니다.`,
).join('\n\n')

export const FullscreenTerms = meta.story({
  args: { open: true, onClose: fn(), variant: 'fullscreen', title: '서비스 이용약관', children: terms },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: '닫기' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
})

/** The full-screen sheet with its action: long text to read, then one button inset from the edges. */
const sheet = {
  open: true,
  onClose: fn(),
  variant: 'fullscreen' as const,
  title: '개인정보 수집·이용 동의 (필수)',
  children: terms,
  actions: <Button size="lg">동의합니다</Button>,
}

export const FullScreenSheetLongKoreanText = meta.story({
  args: sheet,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '개인정보 수집·이용 동의 (필수)' })
    const button = screen.getByRole('button', { name: '동의합니다' })
    const edge = dialog.getBoundingClientRect()
    const box = button.getBoundingClientRect()
    // Not edge to edge: the page's side padding on both sides.
    await expect(box.left - edge.left).toBeGreaterThanOrEqual(12)
    await expect(edge.right - box.right).toBeGreaterThanOrEqual(12)
    await expectTextWhole(dialog)
  },
})

export const FullScreenSheetLargeText = meta.story({
  name: 'Full-screen sheet, 360 px, large text',
  globals: { viewport: { value: 'mobile1' } },
  beforeEach: largeText,
  args: sheet,
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expectTextWhole(dialog)
    await expect(screen.getByRole('button', { name: '동의합니다' })).toBeVisible()
  },
})

function Opener() {
  const [open, setOpen] = useState(false)
  return (
    <div style={{ padding: '1.25rem' }}>
      <Button onClick={() => setOpen(true)}>약관 보기</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="개인정보 처리방침" variant="fullscreen">
        개인정보 처리방침 본문
      </Dialog>
    </div>
  )
}

export const OpensAndReturnsFocus = meta.story({
  render: () => <Opener />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: '약관 보기' })
    await userEvent.click(opener)
    await expect(await screen.findByRole('dialog', { name: '개인정보 처리방침' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(opener).toHaveFocus()
  },
})
