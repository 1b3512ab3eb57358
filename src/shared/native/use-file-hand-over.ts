import { useState } from 'react'
import { useOverlays } from '@/shared/overlays/overlays-context'
import type { NativeFile } from './types'
import { nativeBridge } from './index'

export type HandOver = 'save' | 'share'

/**
 * Saving a file on the phone or sending it to another app, through the shell (the browser
 * downloads it or uses its share sheet): which one is under way, and a toast for what happened.
 * The file is made on the tap (`make`), so a picture drawn for it costs nothing until then.
 */
export function useFileHandOver(words: { saved: string; shared: string; failed: string }) {
  const overlays = useOverlays()
  const [busy, setBusy] = useState<HandOver>()
  const handOver = async (how: HandOver, make: () => NativeFile | Promise<NativeFile>) => {
    setBusy(how)
    try {
      const file = await make()
      const bridge = nativeBridge()
      const outcome = how === 'save' ? await bridge.saveFile(file) : await bridge.shareFile(file)
      if (outcome === 'done') overlays.toast(how === 'save' ? words.saved : words.shared)
    } catch {
      overlays.toast(words.failed)
    } finally {
      setBusy(undefined)
    }
  }
  return { busy, handOver }
}
