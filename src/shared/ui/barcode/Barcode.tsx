import JsBarcode from 'jsbarcode'
import { useEffect, useRef } from 'react'

export interface BarcodeProps {
  value: string
  /** Read by screen readers instead of the bars. */
  label: string
  height?: number
}

/** A CODE128 barcode, drawn as SVG so it stays sharp at any size. */
export function Barcode({ value, label, height = 96 }: BarcodeProps) {
  const ref = useRef<SVGSVGElement>(null)
  useEffect(() => {
    if (!ref.current) return
    JsBarcode(ref.current, value, {
      format: 'CODE128',
      displayValue: false,
      height,
      width: 3,
      margin: 0,
      background: '#ffffff',
    })
  }, [value, height])
  return <svg ref={ref} role="img" aria-label={label} style={{ width: '100%', height: 'auto' }} />
}
