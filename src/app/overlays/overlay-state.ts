import { createContext, useContext } from 'react'

/** What the back action and the shake need to know about the overlays. */
export interface OverlayState {
  spinnerVisible: boolean
  toastVisible: boolean
  patientCardOpen: boolean
  /** Closes the spinner and notifications (spec: "with loading or a notification showing: close it"). */
  dismissTransient(): boolean
}

export const OverlayStateContext = createContext<OverlayState>({
  spinnerVisible: false,
  toastVisible: false,
  patientCardOpen: false,
  dismissTransient: () => false,
})

export const useOverlayState = (): OverlayState => useContext(OverlayStateContext)
