'use client';

import type { ExternalToast } from 'sonner';

/** Shows a sonner toast; sonner is loaded on first use (the page's Toaster loads it too). */
export async function notify(kind: 'warning' | 'error', message: string, options: ExternalToast = {}) {
  const { toast } = await import('sonner');
  toast[kind](message, options);
}
