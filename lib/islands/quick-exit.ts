import { BUNDLED_PAGE_SCRIPTS } from '@/lib/islands/page-scripts.generated';
import { MARKS } from '@/lib/islands/contract';

export const QUICK_EXIT_TAPS = 3;
export const QUICK_EXIT_WINDOW_MS = 3000;

/** The parameter through which the page's text hands the bundled script (lib/islands/page-scripts/quick-exit-entry.ts) its values. */
const QUICK_EXIT_START = 'quickExitStart';

export interface QuickExitOptions {
  taps: number;
  windowMs: number;
  now: () => number;
  /**
   * Blank the page and leave, replacing this page's history entry. Earlier pages of the site stay
   * in the history; their forms were emptied when they were left.
   */
  leave: () => void;
  /** Progress for screen readers ("" clears it). */
  announce: (message: string) => void;
  /** What screen readers hear, from content/: {count}, {taps} and {left} are filled in here. */
  messages: QuickExitMessages;
}

export interface QuickExitMessages {
  leaving: string;
  progressOneLeft: string;
  progressManyLeft: string;
}

/** What the page's text hands the bundled script: written here, read there (lib/islands/page-scripts/quick-exit-entry.ts). */
export interface QuickExitStart {
  exitUrl: string;
  statusId: string;
  messages: QuickExitMessages;
}

/**
 * Wires the quick exit: every click on the quick-exit mark (MARKS.quickExit) and Shift pressed alone `taps` times
 * within `windowMs`. A Shift held to type a capital letter does not count, because another key
 * goes down before it is released.
 */
export function installQuickExit(doc: Document, options: QuickExitOptions): void {
  let shiftDown = false;
  let cleanShift = false;
  let count = 0;
  let firstTapAt = 0;

  const reset = () => {
    if (count > 0) options.announce('');
    count = 0;
  };

  // Nothing typed or picked may come back with Back. A browser keeps a page it leaves (its
  // back-forward cache) exactly as it was, so every form is emptied when the page is hidden, for
  // any reason, and before the quick exit leaves.
  const clearForms = () => {
    for (const form of Array.from(doc.forms)) form.reset();
  };
  const leave = () => {
    clearForms();
    options.leave();
  };
  doc.defaultView?.addEventListener('pagehide', clearForms);

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (target && typeof target.closest === 'function' && target.closest(`[${MARKS.quickExit}]`)) {
        event.preventDefault();
        leave();
      }
    },
    true,
  );

  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Shift') {
        if (!event.repeat && !shiftDown) {
          shiftDown = true;
          cleanShift = !(event.ctrlKey || event.altKey || event.metaKey);
        }
        return;
      }
      cleanShift = false;
      reset();
    },
    true,
  );

  doc.addEventListener(
    'keyup',
    (event) => {
      if (event.key !== 'Shift') return;
      shiftDown = false;
      if (!cleanShift) return;
      cleanShift = false;
      const at = options.now();
      if (count === 0 || at - firstTapAt > options.windowMs) {
        count = 0;
        firstTapAt = at;
      }
      count += 1;
      if (count >= options.taps) {
        count = 0;
        options.announce(options.messages.leaving);
        leave();
        return;
      }
      const left = options.taps - count;
      const template = left === 1 ? options.messages.progressOneLeft : options.messages.progressManyLeft;
      options.announce(template.replace('{count}', String(count)).replace('{taps}', String(options.taps)).replace('{left}', String(left)));
    },
    true,
  );
}

/**
 * The inline script the layout ships: a few hundred bytes that run before anything else loads,
 * bundled from lib/islands/page-scripts/quick-exit-entry.ts and started with this page's address,
 * status element and words.
 */
export function quickExitInlineScript(exitUrl: string, statusId: string, messages: QuickExitMessages): string {
  const start: QuickExitStart = { exitUrl, statusId, messages };
  return `(function(${QUICK_EXIT_START}){${BUNDLED_PAGE_SCRIPTS.quickExit}})(${JSON.stringify(start).replace(/</g, '\\u003c')});`;
}
