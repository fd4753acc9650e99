'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import type { ToasterProps } from 'sonner';

// Toasts only ever follow a visitor's action, so sonner loads once the form they use is ready,
// not with the form's code. A failed load (the visitor went offline before it arrived) must not
// throw into the form, which would lose what was typed: the page goes on without toasts, and
// every form still shows its own alert.
const SonnerToaster = lazy<ComponentType<ToasterProps>>(() =>
  import('sonner').then(
    (m) => ({ default: m.Toaster }),
    () => ({ default: NoToasts }),
  ),
);

function NoToasts() {
  return null;
}

/**
 * Where a page's toasts appear: mounted by the lead form once it runs in the browser (never in
 * the server's HTML), at the end of <body>, outside the form, so a toast's button can never
 * submit it.
 */
export function Toaster() {
  return createPortal(
    <Suspense fallback={null}>
      <SonnerToaster position="bottom-center" closeButton toastOptions={{ duration: 8000 }} />
    </Suspense>,
    document.body,
  );
}
