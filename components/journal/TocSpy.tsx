'use client';

import { useEffect } from 'react';
import { island } from '@/components/ui/IslandBoundary';

/**
 * Marks the table of contents link of the section being read (`aria-current`): the last `##`
 * heading that has passed the upper third of the window. The links work without it.
 */
export const TocSpy = island(LiveTocSpy);

function LiveTocSpy() {
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]'));
    const idOf = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));
    const headings = [...new Set(links.map(idOf))].flatMap((id) => document.getElementById(id) ?? []);

    const mark = () => {
      const line = window.innerHeight / 3;
      const current = headings.filter((heading) => heading.getBoundingClientRect().top <= line).pop()?.id;
      for (const link of links) {
        if (idOf(link) === current) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      }
    };

    // The observed area is everything above the upper third of the window, so a heading is seen
    // crossing that line in either direction, even when a jump skips over it; no scroll listener.
    const above = `${document.documentElement.scrollHeight}px 0px -66% 0px`;
    const observer = new IntersectionObserver(mark, { rootMargin: above });
    headings.forEach((heading) => observer.observe(heading));
    mark();
    return () => observer.disconnect();
  }, []);

  return null;
}
