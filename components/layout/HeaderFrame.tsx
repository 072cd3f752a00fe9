'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { island } from '@/components/ui/IslandBoundary';

export const HEADER_SCROLL_THRESHOLD = 50;

/**
 * The sticky bar: transparent at the top, opaque with a shadow past 50 px. Its CSS is HeaderFrameStyle,
 * beside it. Should it fail, the header stays, opaque wherever the page is.
 */
export const HeaderFrame = island(LiveHeaderFrame, StillHeaderFrame);

function StillHeaderFrame({ children }: { children: ReactNode }) {
  return (
    <header className="site-header" data-scrolled="true">
      {children}
    </header>
  );
}

function LiveHeaderFrame({ children }: { children: ReactNode }) {
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
