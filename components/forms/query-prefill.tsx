'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Reads the hero's query once, hands it to the form, then drops it from the address bar, so
 * it is not shown on screen, bookmarked or copied with the address. It does not leave the
 * history: the browser already recorded the address as it was loaded, query included, and
 * replaceState changes only the current entry. Lives in its own Suspense boundary so the
 * rest of the form is in the static HTML.
 */
export function QueryPrefill({ onRead }: { onRead: (query: { accidentId: string | null; zipCode: string | null }) => void }) {
  const params = useSearchParams();
  useEffect(() => {
    if (params.size === 0) return;
    onRead({ accidentId: params.get('accidentId'), zipCode: params.get('zipCode') });
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [params, onRead]);
  return null;
}
