// `tsx scripts/nginx/serve.ts`: serves out/ with nginx and the generated configuration until
// stopped (the web server of playwright.nginx.config.ts).
import { startLocalNginx } from './local-nginx';
import { NGINX_PORTS } from './ports';

startLocalNginx({ ports: NGINX_PORTS }).then(
  (nginx) => {
    const scheme = nginx.https ? `, https on ${NGINX_PORTS.https}, http -> https on ${NGINX_PORTS.redirect}` : ' (no openssl: no https)';
    console.log(`nginx serving out/: http on ${NGINX_PORTS.http}${scheme}`);
    const stop = () => {
      nginx.stop();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    nginx.process.on('exit', (code) => {
      console.error(`nginx stopped (exit ${code}); its log is in ${nginx.dir}`);
      process.exit(1);
    });
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
