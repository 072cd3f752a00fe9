'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server HTML and during hydration, true from the render after it. For the few
 * controls that have no native behaviour worth having before their script runs: they render
 * disabled until it does, so a tap before then is not taken for a working one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
