/**
 * `import page from './content/discharge.md'` gives a ContentDocument (see
 * src/shared/content/content-types.ts): the Markdown is turned into data when Vite serves or
 * builds, so no parser reaches the phone and a malformed page fails the build.
 */
import type { Plugin } from 'vite'
import { markdownToDocument } from './markdown-blocks.ts'

export function contentPages(): Plugin {
  return {
    name: 'content-pages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!file.endsWith('.md') || !file.includes('/src/')) return undefined
      const document = markdownToDocument(code, file.slice(file.indexOf('/src/') + 1))
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(document))})`, map: null }
    },
  }
}
