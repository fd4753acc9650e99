'use client';

import { Toaster as SonnerToaster } from 'sonner';

/** Mounted once on each page that can raise a toast. */
export function Toaster() {
  return <SonnerToaster position="bottom-center" closeButton toastOptions={{ duration: 8000 }} />;
}
