import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Star } from 'lucide-react'
import {
  getAddFavouritePharmacyMutationOptions,
  getListFavouritePharmaciesQueryKey,
  getRemoveFavouritePharmacyMutationOptions,
} from '@/api/generated/rx'
import type { Pharmacy } from '@/api/generated/rx/model'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { IconButton } from '@/shared/ui'

/**
 * The star that keeps a pharmacy among the favourites: a toggle button, pressed when it is one
 * (its pharmacy is named by the card it sits in). The service answers with the favourites list,
 * which replaces the one on screen.
 */
export function FavouriteToggle({ pharmacy, isFavourite }: { pharmacy: Pharmacy; isFavourite: boolean }) {
  const overlays = useOverlays()
  const queryClient = useQueryClient()
  const listKey = getListFavouritePharmaciesQueryKey()
  const onSuccess = (list: Pharmacy[], toast: string) => {
    queryClient.setQueryData(listKey, list)
    overlays.toast(toast)
  }
  const add = useMutation({
    ...getAddFavouritePharmacyMutationOptions(),
    onSuccess: (list) => onSuccess(list, words.pharmacy.favouriteAdded),
  })
  const remove = useMutation({
    ...getRemoveFavouritePharmacyMutationOptions(),
    onSuccess: (list) => onSuccess(list, words.pharmacy.favouriteRemoved),
  })
  const busy = add.isPending || remove.isPending
  const data = { pharmCode: pharmacy.pharmCode }
  return (
    <IconButton
      icon={<Star aria-hidden="true" />}
      aria-pressed={isFavourite}
      label={words.pharmacy.favourite}
      title={
        isFavourite
          ? words.pharmacy.removeFavourite(pharmacy.pharmName)
          : words.pharmacy.addFavourite(pharmacy.pharmName)
      }
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => (isFavourite ? remove.mutate({ data }) : add.mutate({ data }))}
    />
  )
}
