// `npm run sink`, and the sink of the end-to-end tests: the local EmailJS stand-in of
// scripts/lib/mail-sink.ts on SINK_PORT, answering the origins in SINK_ALLOWED_ORIGINS (any if unset),
// and, when SINK_PRIVATE_KEY is set, refusing every send without that private key.
import { createSink } from './lib/mail-sink';

const port = Number(process.env.SINK_PORT ?? 3001);
const origins = (process.env.SINK_ALLOWED_ORIGINS ?? '').split(',').filter(Boolean);
const { server } = createSink({ allowedOrigins: origins, privateKey: process.env.SINK_PRIVATE_KEY || undefined });
server.listen(port, '127.0.0.1', () => {
  console.log(`Mail sink (EmailJS-compatible${process.env.SINK_PRIVATE_KEY ? ', private key required' : ''}) on http://127.0.0.1:${port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
