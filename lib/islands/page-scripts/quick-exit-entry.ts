// Bundled by esbuild into the quick exit's inline script (scripts/lib/page-scripts-bundle.ts),
// which every page carries so that it works before, and without, any other script. The exit
// address, the status element and the words differ by build and language, so the page's text
// wraps the bundle in a function whose one parameter, `quickExitStart`, holds them
// (quickExitInlineScript in lib/islands/quick-exit.ts).
import { installQuickExit, QUICK_EXIT_TAPS, QUICK_EXIT_WINDOW_MS, type QuickExitStart } from '@/lib/islands/quick-exit';

declare const quickExitStart: QuickExitStart;

function start({ exitUrl, statusId, messages }: QuickExitStart): void {
  installQuickExit(document, {
    taps: QUICK_EXIT_TAPS,
    windowMs: QUICK_EXIT_WINDOW_MS,
    now: Date.now,
    leave: () => {
      try {
        document.documentElement.style.visibility = 'hidden';
        document.title = '';
      } catch {
        // Leaving matters more than blanking the page first.
      }
      location.replace(exitUrl);
    },
    announce: (message) => {
      const status = document.getElementById(statusId);
      if (status) status.textContent = message;
    },
    messages,
  });
}

start(quickExitStart);
