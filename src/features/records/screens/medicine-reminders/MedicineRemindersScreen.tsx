import { BellRing } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { ReminderRow } from '@/shared/blocks/medicine-reminders/ReminderRow'
import { useMedicineReminders } from '@/shared/blocks/medicine-reminders/reminder-store'
import { reminderAlarm, sortedReminders, type MedicineReminder } from '@/shared/blocks/medicine-reminders/reminders'
import { todayKst } from '@/shared/lib/dates'
import { medicineReminders as words } from '@/shared/messages/medicine-reminders'
import { nativeBridge } from '@/shared/native'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { localSettings } from '@/shared/storage/local-settings'
import { EmptyState, InfoBox, LinkButton, Page, Section, Stack, Switch } from '@/shared/ui'

/**
 * The medicine reminders kept on this phone (복약 알림): which medicine, its times, until when;
 * those whose supply has run out are shown as ended (their alarms stopped by themselves) and can
 * be cleared. Stopping one cancels its alarm through the shell.
 */
export default function MedicineRemindersScreen() {
  const userId = useSession().user?.userId ?? ''
  const overlays = useOverlays()
  const { reminders, remove } = useMedicineReminders(userId)
  const { active, ended } = sortedReminders(reminders, todayKst())

  const showName = useSyncExternalStore(localSettings.subscribe, () => localSettings.get('medicineNameInReminders'))

  /** The patient's choice, carried into every reminder still ringing (the shell replaces each by id). */
  const setShowName = async (show: boolean) => {
    localSettings.set('medicineNameInReminders', show ? 'Y' : 'N')
    const today = todayKst()
    try {
      for (const reminder of active) await nativeBridge().setDailyAlarm(reminderAlarm(reminder, today, show))
    } catch (error) {
      await overlays.alert({ message: error instanceof Error ? error.message : words.failed, tone: 'error' })
      return
    }
    overlays.toast(show ? words.list.nameShown : words.list.nameHidden)
  }

  const stop = async (reminder: MedicineReminder, wasEnded: boolean) => {
    try {
      await nativeBridge().cancelDailyAlarm(reminder.alarmId)
    } catch (error) {
      await overlays.alert({ message: error instanceof Error ? error.message : words.failed, tone: 'error' })
      return
    }
    remove(reminder.alarmId)
    overlays.toast(wasEnded ? words.list.removed : words.turnedOff)
  }

  return (
    <Page>
      {reminders.length === 0 ? (
        <EmptyState
          icon={<BellRing aria-hidden="true" />}
          title={words.list.empty}
          description={words.list.emptyHint}
          action={
            <LinkButton variant="outline" to={href('outpatientMedicine')}>
              {words.list.toMedicines}
            </LinkButton>
          }
        />
      ) : (
        <>
          {active.length > 0 && (
            <Section title={words.list.active}>
              <ul aria-label={words.list.active}>
                {active.map((r) => (
                  <ReminderRow key={r.alarmId} reminder={r} ended={false} onStop={stop} />
                ))}
              </ul>
            </Section>
          )}
          {ended.length > 0 && (
            <Section title={words.list.ended}>
              <ul aria-label={words.list.ended}>
                {ended.map((r) => (
                  <ReminderRow key={r.alarmId} reminder={r} ended onStop={stop} />
                ))}
              </ul>
            </Section>
          )}
        </>
      )}
      {reminders.length > 0 && (
        <Switch
          label={words.list.showName}
          description={words.list.showNameHint}
          checked={showName === 'Y'}
          onChange={(show) => void setShowName(show)}
        />
      )}
      <Stack inset>
        <InfoBox>{words.list.phoneOnly}</InfoBox>
      </Stack>
    </Page>
  )
}
