'use client';

import { useEffect, useState, type ReactNode } from 'react';

export const HEADER_SCROLL_THRESHOLD = 50;

/** The sticky bar: transparent at the top, opaque with a shadow past 50 px. Its CSS is HeaderFrameStyle, beside it. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header className="site-header" data-scrolled={scrolled ? 'true' : 'false'}>
      {children}
    </header>
  );
}
