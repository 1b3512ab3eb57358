import { IdCard } from 'lucide-react'
import { useState } from 'react'
import type { ReceptionIdCheck } from '@/api/generated/hospital/model'
import { idCheck } from '@/shared/messages/id-check'
import { nativeBridge } from '@/shared/native'
import { isAppLaunch } from '@/shared/native/app-launch'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { BulletList, Button, InfoBox, Stack } from '@/shared/ui'

export interface ReceptionIdCheckNoteProps {
  /** The hospital's configuration, to be said today (./reception-id-check.ts). */
  config: ReceptionIdCheck
  /** With the page's side padding (above a schedule list); not inside a block that has it. */
  inset?: boolean
}

/**
 * The ID check at reception (since 2024-05-20): what to bring and who is exempt, in the hospital's
 * words, and one large button that opens the mobile health-insurance card app (its store page when
 * it is not on the phone). With an app the page cannot check (./app-launch.ts), no button.
 * Loaded only on a clinic day (ReceptionIdCheckSlot).
 */
export function ReceptionIdCheckNote({ config, inset = false }: ReceptionIdCheckNoteProps) {
  const overlays = useOverlays()
  const [opening, setOpening] = useState(false)
  const app = isAppLaunch(config.mobileCardApp) ? config.mobileCardApp : undefined
  const open = async () => {
    if (!app) return
    setOpening(true)
    try {
      const outcome = await nativeBridge().openApp(app)
      if (outcome === 'store') overlays.toast(idCheck.storeOpened)
    } catch {
      await overlays.alert({ message: idCheck.notOpened })
    } finally {
      setOpening(false)
    }
  }
  return (
    <Stack gap={3} inset={inset}>
      <InfoBox title={idCheck.title} role="note">
        {/* What to bring, then who need not: apart, so neither is read as part of the other. */}
        <Stack gap={2}>
          <p>{config.notice}</p>
          {config.exemptions.length > 0 && (
            <div>
              <p>{idCheck.exemptionsLead}</p>
              <BulletList items={config.exemptions} label={idCheck.exemptionsLabel} />
            </div>
          )}
        </Stack>
      </InfoBox>
      {app && (
        <Button
          size="lg"
          fullWidth
          variant="outline"
          icon={<IdCard aria-hidden="true" />}
          loading={opening}
          onClick={() => void open()}
        >
          {idCheck.openCard}
        </Button>
      )}
    </Stack>
  )
}
