import { QRCodeSVG } from 'qrcode.react'
import { useEffect } from 'react'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { nativeBridge } from '@/shared/native'
import { Dialog } from '@/shared/ui'
import styles from './Prescriptions.module.css'

/**
 * The prescription QR dialog (spec: a flag of its own among the overlays): the code a pharmacy
 * scans, with the prescription number, the screen at full brightness while it is open. Back closes
 * it first.
 */
export function PrescriptionQrDialog({
  prescription,
  onClose,
}: {
  prescription: { prscNo: string; qrData: string } | null
  onClose: () => void
}) {
  const open = prescription !== null
  useEffect(() => {
    if (!open) return
    nativeBridge().setBrightness('max')
    return () => nativeBridge().setBrightness('restore')
  }, [open])
  return (
    <Dialog open={open} onClose={onClose} title={words.qr.title} variant="sheet">
      {prescription && (
        <div className={styles.qr}>
          <QRCodeSVG
            value={prescription.qrData}
            size={256}
            level="M"
            marginSize={2}
            className={styles.qrCode}
            role="img"
            aria-label={words.qr.label(prescription.prscNo)}
          />
          <p className={styles.qrNumber}>{prescription.prscNo}</p>
          <p>{words.qr.hint}</p>
        </div>
      )}
    </Dialog>
  )
}
