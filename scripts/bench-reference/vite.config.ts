import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The reference app of `npm run bench:lighthouse`, built to dist-reference/. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { target: 'es2022', outDir: '../../dist-reference', emptyOutDir: true },
})
