import { Car } from 'lucide-react'
import { examples } from '@/shared/messages/examples'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { Button, EmptyState, ErrorState, Page, SearchOutcome, Section, SkeletonList } from '@/shared/ui'
import { ExampleIntro } from '@/features/examples/components/ExampleIntro'
import styles from '@/features/examples/components/Examples.module.css'

const { noData: words } = examples

/** Development only: every way the app says there is nothing (yet), side by side. */
export default function NoDataExampleScreen() {
  const overlays = useOverlays()
  return (
    <Page>
      <ExampleIntro />
      <Section title={words.emptyTitle}>
        <p className={styles.subtitle}>{words.plain}</p>
        <EmptyState title={words.plainTitle} />
        <p className={styles.subtitle}>{words.withAction}</p>
        <EmptyState
          icon={<Car aria-hidden="true" />}
          title={words.actionTitle}
          description={words.actionHint}
          action={<Button>{words.actionLabel}</Button>}
        />
      </Section>
      <Section title={words.errorTitle}>
        <ErrorState message={words.errorMessage} onRetry={() => overlays.toast(words.retried)} />
      </Section>
      <Section title={words.searchTitle}>
        <SearchOutcome found={false} announcement="" hint={examples.noData.actionHint}>
          {null}
        </SearchOutcome>
      </Section>
      <Section title={words.loadingTitle}>
        <SkeletonList rows={2} />
      </Section>
    </Page>
  )
}
