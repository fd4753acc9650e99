export const QUICK_EXIT_TAPS = 3;
export const QUICK_EXIT_WINDOW_MS = 3000;

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

/**
 * Wires the quick exit: every click on [data-quick-exit] and Shift pressed alone `taps` times
 * within `windowMs`. A Shift held to type a capital letter does not count, because another key
 * goes down before it is released. Self-contained (no outer references) because the layout
 * inlines its source so that it works before, and without, hydration.
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
      if (target && typeof target.closest === 'function' && target.closest('[data-quick-exit]')) {
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

/** The inline script the layout ships: a few hundred bytes that run before React loads. */
export function quickExitInlineScript(exitUrl: string, statusId: string, messages: QuickExitMessages): string {
  const leave = `function(){try{document.documentElement.style.visibility='hidden';document.title='';}catch(e){}location.replace(${JSON.stringify(exitUrl)});}`;
  const announce = `function(m){var s=document.getElementById(${JSON.stringify(statusId)});if(s)s.textContent=m;}`;
  return `(${installQuickExit.toString()})(document,{taps:${QUICK_EXIT_TAPS},windowMs:${QUICK_EXIT_WINDOW_MS},now:Date.now,leave:${leave},announce:${announce},messages:${JSON.stringify(messages).replace(/</g, '\\u003c')}});`;
}
