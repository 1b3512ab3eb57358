import { appLink } from '@/shared/routes/app-link'

/**
 * The app screen a message links to (`linkPath`), when it is one: a path of the route table on
 * the app's own origin. Anything else (another site, a path the app does not have) gets no
 * button, so a message can never lead to "service not ready" or out of the app.
 */
export function messageLink(linkPath: string | undefined): string | undefined {
  const link = appLink(linkPath)
  if (!link || link.route.name === 'messageBox') return undefined
  return link.path
}
