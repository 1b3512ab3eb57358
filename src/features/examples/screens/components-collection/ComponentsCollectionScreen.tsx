import { CalendarCheck, Stethoscope } from 'lucide-react'
import { useState } from 'react'
import { FreeParkingTable } from '@/shared/blocks/parking/FreeParkingTable'
import { examples } from '@/shared/messages/examples'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import {
  Badge,
  type BadgeTone,
  Button,
  CallLink,
  Checkbox,
  FactList,
  InfoBox,
  LinkTabs,
  List,
  ListRow,
  Page,
  Section,
  Stack,
  Switch,
  TextField,
} from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import { ExampleIntro } from '@/features/examples/components/ExampleIntro'
import styles from '@/features/examples/components/Examples.module.css'

const { collection: words } = examples

const BADGE_TONES: readonly BadgeTone[] = ['primary', 'neutral', 'info', 'warning', 'danger']

const EXAMPLE_TABS = [
  { label: words.tabNames.noData, to: href('noDataExample') },
  { label: words.tabNames.collection, to: href('componentsCollection') },
  { label: words.tabNames.schedule, to: href('componentsTodaySchedule') },
]

/** Development only: the shared primitives (src/shared/ui) as the app uses them, in one page. */
export default function ComponentsCollectionScreen() {
  const overlays = useOverlays()
  const [bigFont, setBigFont] = useState(false)
  const press = (label: string) => () => overlays.toast(words.pressed(label))

  return (
    <Page>
      <ExampleIntro />

      <Section title={words.buttons}>
        <div className={styles.row}>
          <Button onClick={press(words.primary)}>{words.primary}</Button>
          <Button variant="secondary" onClick={press(words.secondary)}>
            {words.secondary}
          </Button>
          <Button variant="outline" onClick={press(words.outline)}>
            {words.outline}
          </Button>
          <Button variant="ghost" onClick={press(words.ghost)}>
            {words.ghost}
          </Button>
          <Button variant="danger" onClick={press(words.danger)}>
            {words.danger}
          </Button>
          <Button loading>{words.loading}</Button>
          <Button disabled>{words.disabled}</Button>
          <Button size="lg" fullWidth icon={<CalendarCheck aria-hidden="true" />} onClick={press(words.large)}>
            {words.large}
          </Button>
        </div>
      </Section>

      <Section title={words.badges}>
        <div className={styles.row}>
          {BADGE_TONES.map((tone) => (
            <Badge key={tone} tone={tone}>
              {words.badgeWords[tone]}
            </Badge>
          ))}
        </div>
      </Section>

      <Section title={words.notes} variant="plain">
        <div className={styles.plain}>
          <InfoBox>{words.noteInfo}</InfoBox>
          <InfoBox tone="warning">{words.noteWarning}</InfoBox>
        </div>
      </Section>

      <Section title={words.lists}>
        <List label={words.lists}>
          <ListRow
            leading={<Stethoscope aria-hidden="true" />}
            title={words.rowTitle}
            description={words.rowDescription}
            trailing={<Badge tone="primary">{words.rowTrailing}</Badge>}
          />
          <ListRow
            as="button"
            title={words.rowTitle}
            description={words.rowDescription}
            chevron
            onClick={press(words.rowTitle)}
          />
        </List>
      </Section>

      <Section title={words.facts}>
        <Stack padded>
          <FactList facts={words.factTerms.map((term, index) => [term, words.factValues[index]] as const)} />
        </Stack>
      </Section>

      <Section title={words.form}>
        <Stack padded>
          <TextField
            label={words.field}
            hint={words.fieldHint}
            inputMode="numeric"
            defaultValue="1023a567"
            error={words.fieldError}
          />
          <Checkbox label={words.consent} />
          <RadioGroup
            legend={words.relation}
            name="relation"
            columns={2}
            options={words.relations.map((relation) => ({ value: relation, label: relation }))}
          />
          <Switch label={words.bigFont} description={words.bigFontHint} checked={bigFont} onChange={setBigFont} />
        </Stack>
      </Section>

      <Section title={words.call} variant="plain">
        <div className={styles.plain}>
          <CallLink phone="02-2290-8000" primary>
            {words.callLabel}
          </CallLink>
        </div>
      </Section>

      <Section title={words.tabs}>
        <LinkTabs tabs={EXAMPLE_TABS} current={href('componentsCollection')} label={words.tabsLabel} />
      </Section>

      <Section title={words.overlays}>
        <div className={styles.row}>
          <Button variant="outline" onClick={() => void overlays.alert({ message: words.alertMessage })}>
            {words.alert}
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              void overlays
                .confirm({ title: words.confirmTitle, tone: 'danger' })
                .then((yes) => overlays.toast(words.confirmed(yes)))
            }
          >
            {words.confirm}
          </Button>
          <Button variant="outline" onClick={() => overlays.toast(words.toastMessage)}>
            {words.toast}
          </Button>
        </div>
      </Section>

      <Section title={words.parking}>
        <FreeParkingTable current="OUTPATIENT" />
      </Section>
    </Page>
  )
}
