'use client';

import dynamic from 'next/dynamic';

// Toasts only ever follow a visitor's action, so sonner loads after hydration instead of
// weighing on the first paint of the pages that use it.
// A failed load (the visitor went offline before it arrived) must not reach the page's error
// boundary, which would replace a half-filled form: the page goes on without toasts, and every
// form still shows its own alert.
const SonnerToaster = dynamic(() => import('sonner').then((m) => m.Toaster).catch(() => NoToasts), { ssr: false });

function NoToasts() {
  return null;
}

/** Mounted once on each page that can raise a toast. */
export function Toaster() {
  return <SonnerToaster position="bottom-center" closeButton toastOptions={{ duration: 8000 }} />;
}
