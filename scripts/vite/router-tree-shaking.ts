import type { Plugin } from 'vite'

/**
 * React Router 7 ships its production build as one module, and makes each of its components and
 * contexts at the module's top level, `var Link = React.forwardRef(...)` followed by
 * `Link.displayName = "Link"`. To a bundler both are side effects (a call it cannot see into, an
 * assignment to an object), so every one of them stays in the app whether it is used or not:
 * `Link`, `NavLink`, `Form` and everything they reach (prefetching, form submission, view
 * transitions), a good part of the router in every first load. The app uses none of them (its
 * links are its own AppLink). So, in the built router only: React's `forwardRef`, `memo` and
 * `createContext` calls are marked pure (they only make an object), and the names, which serve
 * React's developer tools alone, are dropped. What the app does use is untouched.
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/react-router\/dist\/production\/chunk-[^/]+\.mjs$/.test(id)) return null
      const shaken = code
        .replaceAll(/= (React\d*\.(?:forwardRef|memo|createContext)\()/g, '= /* @__PURE__ */ $1')
        .replaceAll(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
      return { code: shaken, map: null }
    },
  }
}
