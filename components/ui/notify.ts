'use client';

import type { ExternalToast } from 'sonner';

/** Shows a sonner toast; sonner is loaded on first use (the page's Toaster loads it too). */
export async function notify(kind: 'warning' | 'error', message: string, options: ExternalToast = {}) {
  try {
    const { toast } = await import('sonner');
    toast[kind](message, options);
  } catch {
    // Offline before sonner arrived: the form's own alert already says the same.
  }
}
