'use client';

import { useEffect } from 'react';

/** The partnership page always opens at its top (spec), even on reload, unless a hash asks for a section. */
export function ScrollToTop() {
  useEffect(() => {
    if (window.location.hash) return;
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    window.scrollTo(0, 0);
  }, []);
  return null;
}
