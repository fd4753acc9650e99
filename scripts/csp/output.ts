// Where the generated policy files live: out/_headers for the hosts that read it, and the nginx
// files beside out/ (never inside it, where they would be served).
import path from 'node:path';

const NGINX_DIR_NAME = 'out-nginx';
export const POLICIES_FILE = 'policies.json';
export const NGINX_FILES = { http: 'http.conf', site: 'site.conf', redirect: 'redirect-to-https.conf' } as const;

export const nginxDir = (root: string) => path.join(root, NGINX_DIR_NAME);
