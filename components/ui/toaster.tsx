'use client';

import dynamic from 'next/dynamic';

// Toasts only ever follow a visitor's action, so sonner loads after hydration instead of
// weighing on the first paint of the pages that use it.
const SonnerToaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

/** Mounted once on each page that can raise a toast. */
export function Toaster() {
  return <SonnerToaster position="bottom-center" closeButton toastOptions={{ duration: 8000 }} />;
}
