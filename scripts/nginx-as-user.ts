/**
 * nginx's main configuration for running it as the user, in the foreground, inside one folder
 * (`prefix`): the pid, the temp files and the logs stay there, nothing under /var. Used by the
 * hosting tests (tests/hosting/serve.ts) and the bench's production host (scripts/bench-nginx.ts);
 * `servers` are their `server { ... }` blocks.
 */
import { join } from 'node:path'

export function nginxConfAsUser(prefix: string, servers: string): string {
  const temp = (name: string) => join(prefix, 'tmp', name)
  return `${
    // Started as root (a CI container), nginx's workers would drop to an unprivileged user that
    // cannot read a private temporary checkout: they stay the user who started it.
    process.getuid?.() === 0 ? 'user root;\n' : ''
  }worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
${servers}
}
`
}
