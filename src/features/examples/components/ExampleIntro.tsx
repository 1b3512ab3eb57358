import { examples } from '@/shared/messages/examples'
import { InfoBox, Stack } from '@/shared/ui'

/** Says what these pages are, so nobody mistakes them for the app. */
export function ExampleIntro({ children }: { children?: string }) {
  return (
    <Stack inset>
      <InfoBox>{children ?? examples.intro}</InfoBox>
    </Stack>
  )
}
