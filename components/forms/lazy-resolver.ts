'use client';

import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code loads on demand. zod and its resolver are about 16 KB of
 * JavaScript (gzip), more than the rest of a form; loaded this way they cost nothing until the
 * visitor enters the form (preload) or, at the latest, first presses Send. A failed load (the
 * connection dropped) rejects, and is tried again next time.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let pending: Promise<Resolver<T>> | undefined;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return { resolver, preload: () => void get().catch(() => undefined) };
}
