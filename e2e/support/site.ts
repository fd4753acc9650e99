import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { TEST_PORTS } from '../../scripts/lib/local-env.mjs';

const OUT = path.join(process.cwd(), 'out');
export const SITE = `http://127.0.0.1:${TEST_PORTS.site}`;
export const SINK = `http://127.0.0.1:${TEST_PORTS.sink}`;

/** Every page in out/ as a route with a trailing slash (the 404 page excluded). */
export function exportedRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!['_next', '_not-found', '404'].includes(entry.name)) walk(path.join(dir, entry.name));
      } else if (entry.name === 'index.html') {
        const rel = path.relative(OUT, dir).split(path.sep).join('/');
        routes.push(rel ? `/${rel}/` : '/');
      }
    }
  };
  walk(OUT);
  return routes.sort();
}

/** Redirect pages move on at once; everything else is a page a visitor reads. */
export const REDIRECT_ROUTES = (routes: string[]) => routes.filter((r) => /^(\/es)?\/blogs\/(\d+\/)?$/.test(r));
export const CONTENT_ROUTES = (routes: string[]) => routes.filter((r) => !REDIRECT_ROUTES(routes).includes(r));

/** Does this site-relative URL resolve to a file in out/ the way a static host serves it? */
export function existsInOut(urlPath: string): boolean {
  const clean = decodeURIComponent(urlPath.split('#')[0]!.split('?')[0]!);
  const file = path.join(OUT, clean);
  if (clean.endsWith('/')) return fs.existsSync(path.join(file, 'index.html'));
  return fs.existsSync(file) && fs.statSync(file).isFile();
}

export async function sinkMessages(
  email: string,
): Promise<{ lib_version: string; user_id: string; service_id: string; template_id: string; template_params: Record<string, string> }[]> {
  const res = await fetch(`${SINK}/__sink/messages?email=${encodeURIComponent(email)}`);
  return (await res.json()) as never;
}

/** Sends the sink is holding open in "hang" mode: they reached it, and were never answered. */
export async function sinkHeld(email: string): Promise<unknown[]> {
  const res = await fetch(`${SINK}/__sink/held?email=${encodeURIComponent(email)}`);
  return (await res.json()) as unknown[];
}

export async function setSinkMode(email: string, mode: 'ok' | 'fail' | 'drop' | 'hang', status = 500) {
  await fetch(`${SINK}/__sink/mode`, { method: 'POST', body: JSON.stringify({ email, mode, status }) });
}

/** A unique address per test, so tests running in parallel never read each other's mail. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

/** Fails the test on any console error or uncaught exception (hydration errors included). */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return {
    problems,
    expectClean: () => expect(problems, problems.join('\n')).toEqual([]),
  };
}

/**
 * axe's WCAG 2.0 to 2.2 A and AA rules plus its best practices. Label in Name (2.5.3) is switched
 * on by name as well: axe shipped it as experimental and off until 4.14, and voice users depend
 * on it, so it must run whatever tags a future axe gives it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
