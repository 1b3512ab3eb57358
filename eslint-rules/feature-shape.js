// @ts-check
/**
 * One shape for every feature (docs/screens.md), so a newcomer knows where a file lives:
 *
 *   src/features/<domain>/
 *     screens.ts              the routes' screens, loaded by the router
 *     <domain>.queries.ts     thin wrappers over the generated query options
 *     <name>.store.ts         state kept on the phone (when the domain has some)
 *     screens/<screen>/       one screen: <Screen>.tsx, its stories, tests and CSS
 *     components/             React blocks private to the domain (.tsx)
 *     hooks/                  its hooks: use-<what>.ts
 *     lib/                    plain TypeScript, no React: rules, formatting, links
 *     content/, testing/      texts shipped with it; what its stories and tests share
 *
 * This rule reads the file's path only: a hook (`use-*.ts`) outside `hooks/`, a plain `.ts`
 * module in `components/` or `screens/` (a hook or a helper there belongs in `hooks/` or `lib/`),
 * or a component (`.tsx`) in `hooks/` or `lib/`; and a `lib/` module that imports React.
 */
const TEST_OR_STORY = /\.(test|browser\.test|stories)\.tsx?$|\.d\.ts$/

/** @type {import('eslint').Rule.RuleModule} */
export const featureShape = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A feature file lives in the folder its kind belongs to (docs/screens.md).' },
    schema: [],
  },
  create(context) {
    const path = context.filename.replaceAll('\\', '/')
    const match = /\/src\/features\/[^/]+\/(.+)$/.exec(path)
    if (!match || TEST_OR_STORY.test(path)) return {}
    const inside = match[1]
    const folder = inside.includes('/') ? inside.slice(0, inside.indexOf('/')) : ''
    const name = inside.slice(inside.lastIndexOf('/') + 1)
    const problem =
      /^use-.+\.tsx?$/.test(name) && folder !== 'hooks'
        ? `A hook lives in the feature's hooks/ folder: move ${name} there.`
        : (folder === 'components' || folder === 'screens') && name.endsWith('.ts')
          ? `components/ and screens/ hold React components (.tsx): a hook goes to hooks/, plain TypeScript to lib/ (${name}).`
          : (folder === 'hooks' || folder === 'lib') && name.endsWith('.tsx')
            ? `A component lives in components/ (or its screen's folder), not in ${folder}/ (${name}).`
            : undefined
    // lib/ is plain TypeScript: React (and what is made for it) belongs in hooks/ or components/.
    const reactInLib = folder === 'lib' ? /^(react|react-dom|react-router-dom|@tanstack\/react-query)$/ : undefined
    return {
      Program(node) {
        if (problem) context.report({ node, message: problem })
      },
      ImportDeclaration(node) {
        if (reactInLib && typeof node.source.value === 'string' && reactInLib.test(node.source.value)) {
          context.report({
            node,
            message: `lib/ is plain TypeScript: ${name} uses React, so it belongs in hooks/ or components/.`,
          })
        }
      },
    }
  },
}
