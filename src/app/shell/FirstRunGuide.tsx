import { Bell, MapPin } from 'lucide-react'
import { firstRun } from '@/shared/messages/first-run'
import { nativeBridge } from '@/shared/native'
import { Button, Dialog } from '@/shared/ui'
import { finishFirstRun } from '@/shared/storage/first-run'
import { useFirstRunGuideDue } from '@/shared/storage/use-first-run-guide-due'
import styles from './FirstRunGuide.module.css'

/** Before the shell's permission questions, once per device: what the app uses and why. */
export function FirstRunGuide() {
  const open = useFirstRunGuideDue()
  const done = () => finishFirstRun(nativeBridge())
  if (!open) return null
  return (
    <Dialog
      open
      onClose={done}
      title={firstRun.title}
      variant="fullscreen"
      actions={
        <Button size="lg" fullWidth onClick={done}>
          {firstRun.confirm}
        </Button>
      }
    >
      <p className={styles.intro}>{firstRun.intro}</p>
      <ul className={styles.list}>
        {[
          { icon: <MapPin aria-hidden="true" />, ...firstRun.location },
          { icon: <Bell aria-hidden="true" />, ...firstRun.notifications },
        ].map((item) => (
          <li key={item.title} className={styles.item}>
            <span className={styles.icon}>{item.icon}</span>
            <span>
              <strong className={styles.itemTitle}>{item.title}</strong>
              <span className={styles.itemBody}>{item.body}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.later}>{firstRun.later}</p>
    </Dialog>
  )
}
