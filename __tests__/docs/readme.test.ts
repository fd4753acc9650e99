import fs from 'node:fs';
import path from 'node:path';

// The README is what a deployer and a new engineer read first: two set-up commands on its first
// screen, and short enough to read whole (details live in docs/).
const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');

test('the README stays at most 3,000 words', () => {
  expect(readme.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(3000);
});

test('its first screen gives the two commands: run the site, run every test', () => {
  const firstScreen = readme.split('\n').slice(0, 12).join('\n');
  expect(firstScreen).toContain('npm install && npm start');
  expect(firstScreen).toContain('npm install && npm test');
});
