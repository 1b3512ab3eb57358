import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { LIMITS } from '@/shared/config/constants'
import { messages } from '@/shared/messages'
import { nativeBridge } from '@/shared/native'
import { OfflineNotice, receivedAt } from '@/shared/offline/OfflineNotice'
import { userInfoQuery } from '@/shared/session/session-queries'
import { useSession } from '@/shared/session/use-session'
import { localSettings } from '@/shared/storage/local-settings'
import { Barcode } from '@/shared/ui/barcode/Barcode'
import { Switch } from '@/shared/ui'
import styles from './PatientCard.module.css'

const { patientCard } = messages.shell

/** The patient's barcode card: CODE128 of the patient number, the number, and the shake switch. */
export default function PatientCard() {
  const { user } = useSession()
  // The session loads the user; the card only reads when it arrived (the offline notice).
  const userQuery = useQuery({ ...userInfoQuery(), enabled: false })
  const shake = useSyncExternalStore(localSettings.subscribe, () => localSettings.get('enableShake'))
  const [snackbar, setSnackbar] = useState<string | null>(null)
  const hideAt = useRef(0)

  // The screen at full brightness while the card is open, so scanners read it.
  useEffect(() => {
    nativeBridge().setBrightness('max')
    return () => nativeBridge().setBrightness('restore')
  }, [])

  useEffect(() => {
    if (!snackbar) return
    const timer = setTimeout(() => setSnackbar(null), Math.max(0, hideAt.current - Date.now()))
    return () => clearTimeout(timer)
  }, [snackbar])

  const toggleShake = (on: boolean) => {
    localSettings.set('enableShake', on ? 'ON' : 'OFF')
    // 1 s, half a second more for every toggle while it shows.
    hideAt.current = snackbar ? hideAt.current + LIMITS.barcodeSnackbarExtraMs : Date.now() + LIMITS.barcodeSnackbarMs
    setSnackbar(on ? patientCard.shakeOn : patientCard.shakeOff)
  }

  const patientNo = user?.patientNo ?? ''
  return (
    <div className={styles.card}>
      <OfflineNotice since={receivedAt(userQuery)} />
      <p className={styles.name}>{user ? messages.shell.sirMadam(user.userName) : ''}</p>
      <div className={styles.barcode}>
        <Barcode value={patientNo} label={patientCard.barcodeLabel(patientNo)} />
      </div>
      <p className={styles.number}>
        <span className={styles.numberLabel}>{patientCard.patientNo}</span>
        <span className={styles.digits}>{patientNo.replace(/(\d{4})(?=\d)/g, '$1 ')}</span>
      </p>
      <p className={styles.hint}>{patientCard.hint}</p>
      <div className={styles.switch}>
        <Switch label={patientCard.shake} checked={shake === 'ON'} onChange={toggleShake} />
      </div>
      <p className={styles.snackbar} role="status" aria-live="polite">
        {snackbar}
      </p>
    </div>
  )
}
