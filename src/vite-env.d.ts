/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL: string
  readonly VITE_RX_BASE_URL: string
  /** 'true' in the demo build: the sandbox runs in a service worker. */
  readonly VITE_DEMO?: string
  readonly VITE_VALIDATE_RESPONSES?: string
  readonly VITE_APP_VERSION?: string
  /** The card provider of app payments: KCP (default) or KOCES. */
  readonly VITE_CARD_PROVIDER?: string
  /** Main user ids allowed into the inpatient payment menu, separated by commas (hospital configuration). */
  readonly VITE_INPATIENT_PAYMENT_USERS?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** Content pages (guides, stay information): Markdown turned into data at build time. */
declare module '*.md' {
  const document: import('./shared/content/content-types').ContentDocument
  export default document
}
