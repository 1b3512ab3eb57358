import { InfoBox } from '@/shared/ui'

/** A rule the whole form breaks, said in words with an icon (never colour alone). */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <InfoBox tone="danger" role="alert">
      {message}
    </InfoBox>
  )
}
