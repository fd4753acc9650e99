// Ports of the nginx test run, beside the ones the rest of the suite uses (scripts/lib/local-env.mjs):
// nginx serves plain http on the site port itself, since the build wrote that address into every
// canonical link and the sitemap, and https and the redirect 50 ports above.
import { TEST_PORTS } from '../lib/local-env';
import type { NginxPorts } from './local-nginx';

export const NGINX_PORTS: NginxPorts = { http: TEST_PORTS.site, https: TEST_PORTS.site + 50, redirect: TEST_PORTS.site + 51 };

/** A second nginx, with a header deliberately removed, for the deployment check's own test. */
export const BROKEN_NGINX_PORTS: NginxPorts = { http: TEST_PORTS.site + 52, https: TEST_PORTS.site + 53, redirect: TEST_PORTS.site + 54 };
