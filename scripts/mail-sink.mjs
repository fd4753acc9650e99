// playwright.config.ts still starts the sink as `node scripts/mail-sink.mjs`; this loads the
// TypeScript entry through tsx. Delete it once that command is `tsx scripts/mail-sink.ts`.
import 'tsx';

await import('./mail-sink.ts');
