import { code128 } from './code128'

export interface BarcodeProps {
  value: string
  /** Read by screen readers instead of the bars. */
  label: string
  height?: number
}

/** Pixels of the drawing per module: its proportions (the SVG scales to the card's width). */
const MODULE = 3

/**
 * A CODE128 barcode, drawn as SVG so it stays sharp at any size; nothing where the value is not a
 * patient number (the card shows the digits anyway).
 */
export function Barcode({ value, label, height = 96 }: BarcodeProps) {
  const symbol = code128(value)
  if (!symbol) return null
  const { bars, modules } = symbol
  const width = modules * MODULE
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ width: '100%', height: 'auto' }}
    >
      <rect width={width} height={height} fill="#ffffff" />
      <g fill="#000000">
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x * MODULE} width={bar.width * MODULE} height={height} />
        ))}
      </g>
    </svg>
  )
}
