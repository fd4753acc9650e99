/**
 * Chromium keeps a module script whose fetch failed (offline, a dropped connection) in the
 * document's module map: asking for the same URL again, by a new `<script type="module">` or by
 * `import()`, fails at once without a request. A retry therefore asks for a URL the map has not
 * seen, the same file with a `retry` query, which static hosts ignore and which keeps the file's
 * path, and so its long-lived caching, unchanged.
 */
export function retryUrl(url: string, attempt: number): string {
  if (attempt < 1) return url;
  const [path = url, query] = url.split('?');
  return `${path}?${query ? `${query}&` : ''}retry=${attempt}`;
}

/**
 * Where the forms' bundle keeps its importer of the chunks it loads later: the build rewrites
 * each `import("./chunk.js")` of the bundle into a call of it (scripts/lib/forms-bundle.ts), which
 * components/forms/island/forms-bundle-entry.ts installs before the forms run.
 */
export const FRESH_IMPORT_GLOBAL = '__leadFormsImport';

/**
 * Imports by absolute URL, each file under a new retry URL after each failure and under the same
 * URL as long as it has not failed, so a chunk that loaded is never fetched or run twice.
 */
export function freshImporter(load: (url: string) => Promise<unknown>): (url: string) => Promise<unknown> {
  const failures = new Map<string, number>();
  return (url) => {
    const attempt = failures.get(url) ?? 0;
    return load(retryUrl(url, attempt)).catch((error: unknown) => {
      failures.set(url, Math.max(failures.get(url) ?? 0, attempt + 1));
      throw error;
    });
  };
}

/**
 * Imports `url` through `load` (a freshImporter) until it arrives, as the form-code loader does
 * with the forms' script: once more at once after a failure, then again each time `nextChance`
 * resolves (the visitor uses the form again, the browser is back online).
 */
export async function importUntilLoaded(load: (url: string) => Promise<unknown>, url: string, nextChance: () => Promise<void>): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load(url);
    } catch {
      if (attempt > 0) await nextChance();
    }
  }
}
