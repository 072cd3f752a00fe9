'use client';

import { useEffect } from 'react';
import { replayEarlyTap } from '@/lib/earlyTap';

/** Presses, once the page is hydrated, a button tapped before it was (see lib/earlyTap.ts). */
export function EarlyTapReplay() {
  useEffect(() => {
    replayEarlyTap();
  }, []);
  return null;
}
