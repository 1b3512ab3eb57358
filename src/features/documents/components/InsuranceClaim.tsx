import { ExternalLink, FileText } from 'lucide-react'
import { useState } from 'react'
import type { VisitDocuments } from '@/api/generated/common/model'
import { SILSON24 } from '@/shared/config/silson24'
import { documents } from '@/shared/messages/documents'
import { nativeBridge } from '@/shared/native'
import { isAppLaunch } from '@/shared/native/app-launch'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { Button, InfoBox, LinkButton, Section, Stack, Text } from '@/shared/ui'

const { claim: words } = documents

/** The two documents an insurer outside 실손24 asks for. */
const FOR_INSURERS = ['RECEIPT', 'ITEMISED'] as const

/**
 * The private-insurance claim of a visit: that this hospital sends the documents to insurers
 * through 실손24 (the shell opens its app, its store page when it is not installed, or its site),
 * and for an insurer outside it the receipt and the itemised statement as files to send. No
 * insurer's sign-in passes through the app.
 */
export function InsuranceClaim({ visit }: { visit: VisitDocuments }) {
  const overlays = useOverlays()
  const [opening, setOpening] = useState(false)
  const electronic = visit.electronicClaim === 'Y'
  const open = async () => {
    setOpening(true)
    try {
      if (!isAppLaunch(SILSON24.app)) throw new Error('실손24 앱 설정이 올바르지 않습니다')
      const outcome = await nativeBridge().openApp(SILSON24.app)
      if (outcome === 'store') overlays.toast(words.storeOpened)
    } catch {
      // No app to open (a browser, a shell that does not declare it): its site in the browser.
      try {
        nativeBridge().openExternal(SILSON24.site)
      } catch {
        await overlays.alert({ message: words.notOpened })
      }
    } finally {
      setOpening(false)
    }
  }
  const issuable = FOR_INSURERS.filter((type) =>
    visit.documents.some((d) => d.documentType === type && d.availability === 'APP'),
  )
  return (
    <Section title={words.title} padded>
      <Stack gap={3}>
        {electronic ? (
          <>
            <Text>{words.electronic}</Text>
            <Button
              size="lg"
              fullWidth
              variant="outline"
              icon={<ExternalLink aria-hidden="true" />}
              loading={opening}
              onClick={() => void open()}
            >
              {words.openSilson24}
            </Button>
          </>
        ) : (
          <InfoBox role="note">{words.notElectronic}</InfoBox>
        )}
        {issuable.length > 0 && (
          <>
            <Text weight="bold">{words.otherInsurers}</Text>
            <Text size="sm" tone="sub">
              {words.otherInsurersNote}
            </Text>
            {issuable.map((type) => {
              const title = visit.documents.find((d) => d.documentType === type)!.title
              return (
                <LinkButton
                  key={type}
                  size="lg"
                  fullWidth
                  variant="secondary"
                  icon={<FileText aria-hidden="true" />}
                  to={href('visitDocuments', { receptionId: visit.receptionId }, { document: type })}
                >
                  {words.fileFor(title)}
                </LinkButton>
              )
            })}
          </>
        )}
      </Stack>
    </Section>
  )
}
