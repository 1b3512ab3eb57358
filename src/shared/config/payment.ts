import type { CardProvider } from '@/api/generated/common/model'

/**
 * The card provider (PG) the hospital's app payments go through: the shell opens its payment
 * page, and a payment is cancelled through the same provider (KCP or KOCES cancel call).
 * A hospital contracted with KOCES builds with VITE_CARD_PROVIDER=KOCES.
 */
export const CARD_PROVIDER: CardProvider = import.meta.env.VITE_CARD_PROVIDER === 'KOCES' ? 'KOCES' : 'KCP'
