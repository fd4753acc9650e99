// `npm run check:content`, and the first step of `npm run build` (prebuild): every content rule, in seconds, with one
// or two plain lines per problem (file, line or field, what is wrong, how to fix it) and no stack trace.
import { performance } from 'node:perf_hooks';
import { articlesAwaitingReview, checkContent } from './lib/content-check';
import { formatProblems } from './lib/content-format';

const started = performance.now();
void formatProblems().then((layout) => {
  const problems = [...checkContent(), ...layout];
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    console.error(`${problems.join('\n')}\n\n✘ content: ${count} (checked in ${seconds} s). Fix them, then run npm run check:content again.`);
    process.exit(1);
  }
  console.log(`✓ content: every article, page, guide and picture description meets the rules (checked in ${seconds} s)`);
  for (const file of articlesAwaitingReview())
    console.log(`  waiting for the lawyer's review: ${file} (shown by npm run dev, left out of the published site until reviewed is set)`);
});
