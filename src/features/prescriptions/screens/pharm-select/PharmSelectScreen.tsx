import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { ErxPrescription } from '@/api/generated/prescription/model'
import type { Pharmacy } from '@/api/generated/rx/model'
import { formatDate } from '@/shared/lib/korea-time'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { AppLink } from '@/shared/navigation/AppLink'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { InfoBox, LinkTabs, Page, SearchField, Stack, Text } from '@/shared/ui'
import { PharmacyInfoDialog } from '@/features/prescriptions/components/PharmacyInfoDialog'
import { useDebouncedValue } from '@/features/prescriptions/hooks/use-debounced-value'
import { useDeviceLocation } from '@/features/prescriptions/hooks/use-device-location'
import { useSendPrescription } from '@/features/prescriptions/hooks/use-send-prescription'
import { detailHref } from '@/features/prescriptions/lib/links'
import { favouritePharmaciesQuery } from '@/features/prescriptions/prescriptions.queries'
import {
  Favourites,
  type ListContext,
  LocationLine,
  Nearby,
  Recent,
  SearchResults,
} from '@/features/prescriptions/components/PharmacyLists'
import { usePrescriptionToSend } from '@/features/prescriptions/hooks/use-prescription-to-send'

const { select: text } = words

const LISTS = ['nearby', 'favourites', 'recent'] as const
type ListName = (typeof LISTS)[number]

function Intro({ prescription, alreadySent }: { prescription: ErxPrescription | undefined; alreadySent: boolean }) {
  if (!prescription) {
    return (
      <Stack inset>
        <Text>{text.missingPrescription}</Text>
      </Stack>
    )
  }
  if (alreadySent) {
    return (
      <Stack inset>
        <InfoBox tone="warning">
          {text.alreadySent} <AppLink to={detailHref(prescription)}>{text.toDetail}</AppLink>
        </InfoBox>
      </Stack>
    )
  }
  return (
    <Stack inset>
      <Text>{text.prescriptionFor(prescription.departmentName, formatDate(prescription.issuedAt))}</Text>
    </Stack>
  )
}

/**
 * Choosing a pharmacy (약국 선택): search by name or area, the nearest first from the phone's
 * location (the list still works, by name and area, when the location is refused, and says why
 * there are no distances), favourites and recently used pharmacies, each with whether it is open
 * now and takes e-prescriptions, a call, its information, and "send here" (after a question).
 */
export default function PharmSelectScreen() {
  const [search] = useSearchParams()
  const overlays = useOverlays()
  const session = useSession()
  const patientNo = session.user?.patientNo
  const location = useDeviceLocation()
  const [keyword, setKeyword] = useState('')
  const settledKeyword = useDebouncedValue(keyword.trim())
  const [info, setInfo] = useState<{ pharmacy: Pharmacy; meters?: number } | null>(null)
  const { prescription, rxId, alreadySent } = usePrescriptionToSend(search)
  const send = useSendPrescription(prescription)
  const favourites = useQuery({ ...favouritePharmaciesQuery(), enabled: Boolean(patientNo) })

  const list: ListName = LISTS.find((name) => name === search.get('list')) ?? 'nearby'
  const tabHref = (name: ListName) =>
    href('prescriptionsPharmSelect', undefined, { ...Object.fromEntries(search), list: name })

  const onSend = async (pharmacy: Pharmacy) => {
    const sure = await overlays.confirm({
      title: text.confirmTitle(pharmacy.pharmName),
      message: text.confirmMessage,
      confirmLabel: text.confirm,
    })
    if (sure) await send.sendTo(pharmacy, rxId)
  }

  const context: ListContext = {
    position: location.status === 'known' ? location.position : undefined,
    patientNo,
    favourites: new Set(favourites.data?.map((p) => p.pharmCode)),
    ...(prescription && !alreadySent ? { onSend: (pharmacy: Pharmacy) => void onSend(pharmacy) } : {}),
    sending: send.busy,
    onInfo: (pharmacy, meters) => setInfo({ pharmacy, ...(meters === undefined ? {} : { meters }) }),
  }

  return (
    <Page>
      <Intro prescription={prescription} alreadySent={alreadySent} />
      <Stack inset>
        <SearchField
          label={text.searchLabel}
          value={keyword}
          onChange={setKeyword}
          placeholder={text.searchPlaceholder}
        />
      </Stack>
      <LocationLine location={location} />
      {settledKeyword ? (
        <SearchResults keyword={settledKeyword} context={context} />
      ) : (
        <>
          <LinkTabs
            label={text.tabs.label}
            current={tabHref(list)}
            tabs={LISTS.map((name) => ({ label: text.tabs[name], to: tabHref(name) }))}
          />
          {list === 'nearby' && <Nearby location={location} context={context} />}
          {list === 'favourites' && <Favourites context={context} />}
          {list === 'recent' && <Recent context={context} />}
        </>
      )}
      <PharmacyInfoDialog
        pharmacy={info ? info.pharmacy : null}
        {...(info?.meters === undefined ? {} : { meters: info.meters })}
        onClose={() => setInfo(null)}
      />
    </Page>
  )
}
