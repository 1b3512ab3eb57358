/**
 * The web server's configuration for this build (production only), written beside the served
 * folder as `<outDir>-nginx/`, not in it: deploy/nginx/ with the build's Content-Security-Policy
 * filled into the security headers, so the header and the page's <meta> are the same policy.
 * README "Hosting" says where each file goes.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const DEPLOY_NGINX = join(import.meta.dirname, '../../deploy/nginx')

export const nginxDirOf = (outDir: string): string => `${outDir.replace(/\/$/, '')}-nginx`

/** The placeholder in security-headers.conf.template. */
const POLICY_SLOT = '@CONTENT_SECURITY_POLICY@'

export function renderSecurityHeaders(headerPolicy: string): string {
  if (/["$\\\n]/.test(headerPolicy)) throw new Error(`the policy cannot go into an nginx string: ${headerPolicy}`)
  const template = readFileSync(join(DEPLOY_NGINX, 'security-headers.conf.template'), 'utf8')
  if (!template.includes(POLICY_SLOT)) throw new Error(`${POLICY_SLOT} is missing from the template`)
  return template.replace(POLICY_SLOT, headerPolicy)
}

export function writeHostingConfig(outDir: string, headerPolicy: string): void {
  const target = nginxDirOf(outDir)
  rmSync(target, { recursive: true, force: true })
  mkdirSync(target, { recursive: true })
  for (const file of ['app.conf', 'hanbit-app.conf']) copyFileSync(join(DEPLOY_NGINX, file), join(target, file))
  writeFileSync(join(target, 'security-headers.conf'), renderSecurityHeaders(headerPolicy))
}
