'use client';

import { useEffect } from 'react';
import { island } from '@/components/ui/IslandBoundary';

/**
 * Puts the player in place of a video facade of the article (lib/markdown/videos.ts) when the reader
 * asks for it: one listener on the document, nothing fetched from the video host before. Until this
 * runs, and without JavaScript, the facade is a plain link to the video.
 */
export const VideoFacades = island(LiveVideoFacades);

function play(link: HTMLAnchorElement): void {
  const frame = document.createElement('iframe');
  frame.src = link.dataset.embed ?? '';
  frame.title = link.dataset.title ?? '';
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  frame.allowFullscreen = true;
  // YouTube's player refuses to play without the embedding site's origin; the page's path is not sent.
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  link.replaceWith(frame);
  frame.focus();
}

function LiveVideoFacades() {
  useEffect(() => {
    const facades = Array.from(document.querySelectorAll<HTMLAnchorElement>('a.video-facade[data-embed]'));
    // Now it plays in place: a button, with the key a button answers to.
    facades.forEach((link) => link.setAttribute('role', 'button'));
    const facadeOf = (event: Event) =>
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a.video-facade[data-embed]') : null;
    const onClick = (event: MouseEvent) => {
      const link = facadeOf(event);
      // A modified click still opens the video's page, as a link does.
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      play(link);
    };
    const onKey = (event: KeyboardEvent) => {
      const link = facadeOf(event);
      if (!link || event.key !== ' ') return;
      event.preventDefault();
      play(link);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      facades.forEach((link) => link.removeAttribute('role'));
    };
  }, []);
  return null;
}
