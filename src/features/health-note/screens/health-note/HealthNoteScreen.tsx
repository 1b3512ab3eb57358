import { useQuery } from '@tanstack/react-query'
import { HeartPulse, NotebookPen } from 'lucide-react'
import { useId, useState } from 'react'
import { appClock } from '@/shared/lib/clock'
import { healthNote } from '@/shared/messages/health-note'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { useSession } from '@/shared/session/use-session'
import { BottomAction, Button, Dialog, EmptyState, InfoBox, Page, QueryState, SkeletonList, Stack } from '@/shared/ui'
import { PressureChart, SugarChart } from '@/features/health-note/components/ChartSections'
import { PressureForm, SugarForm } from '@/features/health-note/components/EntryForms'
import { EntryList, whenText } from '@/features/health-note/components/EntryList'
import styles from '@/features/health-note/components/HealthNote.module.css'
import { useHealthNote } from '@/features/health-note/health-note.store'
import { hospitalInfoQuery } from '@/features/health-note/health-note.queries'
import { entriesOf, type EntryKind, type HealthEntry } from '@/features/health-note/lib/entries'
import { valueText } from '@/features/health-note/lib/readings'

type Editing = { kind: EntryKind; entry: HealthEntry | undefined } | null

/** 혈압 / 혈당: which records the screen shows. */
function KindSwitch({ kind, onChange }: { kind: EntryKind; onChange: (kind: EntryKind) => void }) {
  const name = useId()
  return (
    <Stack inset>
      <fieldset className={styles.chips}>
        <legend className="visually-hidden">{healthNote.tabsLabel}</legend>
        {(['bp', 'sugar'] as const).map((option) => (
          <label key={option} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={kind === option}
              onChange={() => onChange(option)}
            />
            {healthNote.kinds[option]}
          </label>
        ))}
      </fieldset>
    </Stack>
  )
}

/** The signed-in patient's own records: chart, list and the form in a sheet. */
function Note({ userId }: { userId: string }) {
  const overlays = useOverlays()
  const { note, save, remove } = useHealthNote(userId)
  const [kind, setKind] = useState<EntryKind>('bp')
  const [editing, setEditing] = useState<Editing>(null)
  const formId = useId()
  const now = appClock.now()
  const word = healthNote.kinds[kind]
  const pressures = entriesOf(note, 'bp')
  const sugars = entriesOf(note, 'sugar')
  const entries: readonly HealthEntry[] = kind === 'bp' ? pressures : sugars

  const onSave = (entry: HealthEntry) => {
    const isNew = !editing?.entry
    save(entry)
    setEditing(null)
    overlays.toast(isNew ? healthNote.saved : healthNote.updated)
  }

  const onRemove = async (entry: HealthEntry) => {
    const yes = await overlays.confirm({
      title: healthNote.removeQuestion,
      message: healthNote.removeMessage(`${whenText(entry.measuredAt)} ${valueText(entry)}`),
      confirmLabel: healthNote.remove,
      tone: 'danger',
    })
    if (!yes) return
    remove(entry.id)
    overlays.toast(healthNote.removed)
  }

  const editingKind = editing?.kind ?? kind
  return (
    <Page>
      <div className={styles.notes}>
        <InfoBox>{healthNote.onDevice}</InfoBox>
      </div>
      <KindSwitch kind={kind} onChange={setKind} />
      {entries.length === 0 ? (
        <EmptyState
          icon={<NotebookPen aria-hidden="true" />}
          title={healthNote.empty(word)}
          description={healthNote.emptyHint}
        />
      ) : (
        <>
          {kind === 'bp' ? <PressureChart entries={pressures} now={now} /> : <SugarChart entries={sugars} now={now} />}
          <EntryList
            title={healthNote.records(word)}
            entries={entries}
            onEdit={(entry) => setEditing({ kind: entry.kind, entry })}
            onRemove={(entry) => void onRemove(entry)}
          />
          <div className={styles.notes}>
            <p className={styles.sub}>{healthNote.notDiagnosis}</p>
          </div>
        </>
      )}
      <BottomAction>
        <Button fullWidth size="lg" onClick={() => setEditing({ kind, entry: undefined })}>
          {healthNote.add(word)}
        </Button>
      </BottomAction>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        variant="sheet"
        title={
          editing?.entry
            ? healthNote.form.editTitle(healthNote.kinds[editingKind])
            : healthNote.form.addTitle(healthNote.kinds[editingKind])
        }
        actions={
          <div className={styles.actions}>
            <Button variant="outline" onClick={() => setEditing(null)}>
              {healthNote.form.cancel}
            </Button>
            <Button type="submit" form={formId}>
              {healthNote.form.save}
            </Button>
          </div>
        }
      >
        {editing &&
          (editing.kind === 'bp' ? (
            <PressureForm
              key={editing.entry?.id ?? 'new'}
              formId={formId}
              entry={editing.entry?.kind === 'bp' ? editing.entry : undefined}
              onSave={onSave}
            />
          ) : (
            <SugarForm
              key={editing.entry?.id ?? 'new'}
              formId={formId}
              entry={editing.entry?.kind === 'sugar' ? editing.entry : undefined}
              onSave={onSave}
            />
          ))}
      </Dialog>
    </Page>
  )
}

/**
 * 건강수첩 (the fifth main tab when the hospital offers it): the patient's blood pressure and
 * blood sugar with their moments, a chart of the last four weeks that says in words whether the
 * readings stay in the normal band, and every entry to fix or remove. Kept only on this phone,
 * per user, and forgotten at sign-out; the screen says so.
 */
export default function HealthNoteScreen() {
  const hospital = useQuery(hospitalInfoQuery())
  const session = useSession()
  return (
    <QueryState query={hospital}>
      {(info) =>
        info.cloudServiceInfo.healthNote !== 'Y' ? (
          <EmptyState
            icon={<HeartPulse aria-hidden="true" />}
            title={healthNote.notOffered}
            description={healthNote.notOfferedHint}
          />
        ) : session.user ? (
          <Note userId={session.user.userId} />
        ) : (
          <SkeletonList />
        )
      }
    </QueryState>
  )
}
