import { useQuery } from '@tanstack/react-query'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { Dialog, QueryState } from '@/shared/ui'
import { pharmacyByCodeQuery } from '@/features/prescriptions/prescriptions.queries'
import { PharmacyDetails } from './PharmacyDetails'

function PharmacyBody({ pharmCode, meters }: { pharmCode: string; meters?: number }) {
  const query = useQuery(pharmacyByCodeQuery(pharmCode))
  return <QueryState query={query}>{(pharmacy) => <PharmacyDetails pharmacy={pharmacy} meters={meters} />}</QueryState>
}

/**
 * The pharmacy-info dialog (spec: a flag of its own among the overlays): a pharmacy by its code,
 * in a bottom sheet. Like every dialog it is on the back stack: back closes it first.
 */
export function PharmacyInfoDialog({
  pharmacy,
  meters,
  onClose,
}: {
  /** The pharmacy to show (its code and name), or null when closed. */
  pharmacy: { pharmCode: string; pharmName: string } | null
  meters?: number
  onClose: () => void
}) {
  return (
    <Dialog
      open={pharmacy !== null}
      onClose={onClose}
      title={pharmacy ? words.pharmacy.infoOf(pharmacy.pharmName) : words.detail.pharmacyInfo}
      variant="sheet"
    >
      {pharmacy && <PharmacyBody pharmCode={pharmacy.pharmCode} meters={meters} />}
    </Dialog>
  )
}
