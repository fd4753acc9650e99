'use client';

type ToastOptions = { id?: string; description?: string; action?: { label: string; onClick: () => void } };

/** Shows a sonner toast; sonner is loaded on first use (the page's Toaster loads it too). */
export async function notify(kind: 'warning' | 'error', message: string, options: ToastOptions = {}) {
  const { toast } = await import('sonner');
  toast[kind](message, options);
}
