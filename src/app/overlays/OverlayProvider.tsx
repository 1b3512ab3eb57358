import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import { messages } from '@/shared/messages'
import {
  OverlaysContext,
  type AlertOptions,
  type ChoiceOptions,
  type ConfirmOptions,
  type Overlays,
} from '@/shared/overlays/overlays-context'
import { Button, Dialog, Stack } from '@/shared/ui'
import { PatientCardDialog } from './PatientCardDialog'
import { SpinnerOverlay } from './SpinnerOverlay'
import { ToastRegion, type Toast } from './ToastRegion'
import { OverlayStateContext, type OverlayState } from './overlay-state'

type OpenDialog =
  | { id: number; kind: 'alert'; options: AlertOptions; resolve: () => void }
  | { id: number; kind: 'confirm'; options: ConfirmOptions; resolve: (answer: boolean) => void }
  | { id: number; kind: 'choose'; options: ChoiceOptions<string>; resolve: (choice: string | null) => void }

const TOAST_MS = 3000

const sameAlert = (a: AlertOptions, b: AlertOptions) =>
  a.title === b.title && a.message === b.message && a.tone === b.tone && a.confirmLabel === b.confirmLabel

/**
 * The overlays every screen can ask for (dialogs, notifications, the spinner, the patient card,
 * documents). Dialogs queue: the newest shows on top and the back action closes it first.
 */
export function OverlayProvider({ children }: { children: ReactNode }) {
  const nextId = useRef(1)
  const [dialogs, setDialogs] = useState<OpenDialog[]>([])
  const [toasts, setToasts] = useState<Toast[]>([])
  const [spinners, setSpinners] = useState(0)
  const [patientCardOpen, setPatientCardOpen] = useState(false)
  const [document, setDocument] = useState<{ title: string; text: string } | null>(null)

  const closeDialog = useCallback((id: number) => setDialogs((list) => list.filter((d) => d.id !== id)), [])

  const overlays = useMemo<Overlays>(
    () => ({
      // The same message already waiting (several calls failing alike) is shown once.
      alert: (options) =>
        new Promise<void>((resolve) =>
          setDialogs((list) => {
            const same = list.find((d) => d.kind === 'alert' && sameAlert(d.options, options))
            if (!same || same.kind !== 'alert')
              return [...list, { id: nextId.current++, kind: 'alert', options, resolve }]
            const first = same.resolve
            const both = () => {
              first()
              resolve()
            }
            return list.map((d) => (d === same ? { ...same, resolve: both } : d))
          }),
        ),
      confirm: (options) =>
        new Promise<boolean>((resolve) =>
          setDialogs((list) => [...list, { id: nextId.current++, kind: 'confirm', options, resolve }]),
        ),
      choose: <T extends string>(options: ChoiceOptions<T>) =>
        new Promise<T | null>((resolve) =>
          setDialogs((list) => [
            ...list,
            { id: nextId.current++, kind: 'choose', options, resolve: resolve as (choice: string | null) => void },
          ]),
        ),
      toast(message) {
        const id = nextId.current++
        setToasts((list) => [...list, { id, message }])
        setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_MS)
      },
      showSpinner() {
        setSpinners((n) => n + 1)
        let hidden = false
        return () => {
          if (hidden) return
          hidden = true
          setSpinners((n) => Math.max(0, n - 1))
        }
      },
      openPatientCard: () => setPatientCardOpen(true),
      showDocument: (title, text) => setDocument({ title, text }),
    }),
    [],
  )

  const state = useMemo<OverlayState>(
    () => ({
      spinnerVisible: spinners > 0,
      toastVisible: toasts.length > 0,
      patientCardOpen,
      dismissTransient() {
        if (spinners > 0 || toasts.length > 0) {
          setSpinners(0)
          setToasts([])
          return true
        }
        return false
      },
    }),
    [spinners, toasts.length, patientCardOpen],
  )

  const top = dialogs.at(-1)

  return (
    <OverlaysContext.Provider value={overlays}>
      <OverlayStateContext.Provider value={state}>
        {children}
        {top?.kind === 'alert' && (
          <Dialog
            key={top.id}
            open
            role={top.options.tone === 'error' ? 'alertdialog' : 'dialog'}
            title={top.options.title ?? messages.errors.dialogTitle}
            onClose={() => {
              closeDialog(top.id)
              top.resolve()
            }}
            actions={
              <Button
                fullWidth
                onClick={() => {
                  closeDialog(top.id)
                  top.resolve()
                }}
              >
                {top.options.confirmLabel ?? messages.common.confirm}
              </Button>
            }
          >
            {top.options.message}
          </Dialog>
        )}
        {top?.kind === 'confirm' && (
          <Dialog
            key={top.id}
            open
            role="alertdialog"
            title={top.options.title}
            onClose={() => {
              closeDialog(top.id)
              top.resolve(false)
            }}
            actions={
              <>
                <Button
                  variant="outline"
                  onClick={() => {
                    closeDialog(top.id)
                    top.resolve(false)
                  }}
                >
                  {top.options.cancelLabel ?? messages.common.cancel}
                </Button>
                <Button
                  variant={top.options.tone === 'danger' ? 'danger' : 'primary'}
                  onClick={() => {
                    closeDialog(top.id)
                    top.resolve(true)
                  }}
                >
                  {top.options.confirmLabel ?? messages.common.confirm}
                </Button>
              </>
            }
          >
            {top.options.message}
          </Dialog>
        )}
        {top?.kind === 'choose' && (
          <Dialog
            key={top.id}
            open
            role={top.options.tone === 'error' ? 'alertdialog' : 'dialog'}
            title={top.options.title}
            onClose={() => {
              closeDialog(top.id)
              top.resolve(null)
            }}
            actions={
              // One under another, full width: each a big target, read in order.
              <Stack gap={2}>
                {top.options.choices.map((choice, index) => (
                  <Button
                    key={choice.value}
                    fullWidth
                    variant={index === 0 ? 'primary' : 'outline'}
                    onClick={() => {
                      closeDialog(top.id)
                      top.resolve(choice.value)
                    }}
                  >
                    {choice.label}
                  </Button>
                ))}
                <Button
                  fullWidth
                  variant="ghost"
                  onClick={() => {
                    closeDialog(top.id)
                    top.resolve(null)
                  }}
                >
                  {top.options.closeLabel ?? messages.common.close}
                </Button>
              </Stack>
            }
          >
            {top.options.message}
          </Dialog>
        )}
        <PatientCardDialog open={patientCardOpen} onClose={() => setPatientCardOpen(false)} />
        <Dialog
          open={document !== null}
          variant="fullscreen"
          title={document?.title ?? ''}
          onClose={() => setDocument(null)}
        >
          {document?.text}
        </Dialog>
        <SpinnerOverlay visible={spinners > 0} />
        <ToastRegion toasts={toasts} />
      </OverlayStateContext.Provider>
    </OverlaysContext.Provider>
  )
}
