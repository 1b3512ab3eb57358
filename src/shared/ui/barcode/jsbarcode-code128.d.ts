/** JsBarcode's CODE128 code set C encoder module (the package types only its entry point). */
declare module 'jsbarcode/bin/barcodes/CODE128/CODE128C.js' {
  class CODE128C {
    constructor(data: string, options: object)
    valid(): boolean
    encode(): { data: string; text: string }
  }
  /** CommonJS: `exports.default` is the class; read by Node's rule, `exports` itself. */
  const exported: typeof CODE128C | { default: typeof CODE128C }
  export default exported
}
