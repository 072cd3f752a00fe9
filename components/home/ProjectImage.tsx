'use client';
/* eslint-disable @next/next/no-img-element -- static export: plain <img> over pre-sized local files with srcset. */

import { useEffect, useReducer, useRef } from 'react';
import { island } from '@/components/ui/IslandBoundary';
import { nextImageState, settledState, type ImageEvent, type ImageState } from '@/lib/imageState';

type Props = {
  src: string;
  srcSet?: string;
  sizes: string;
  alt: string;
  width: number;
  height: number;
  eager: boolean;
  preload?: boolean;
  unavailable: string;
};

/**
 * A project screenshot: a placeholder while loading, a fade-in when loaded, a notice when it fails.
 * Its CSS is ProjectImageStyle, beside it. Should the island fail, the plain image stays.
 */
export const ProjectImage = island(LiveProjectImage, StillProjectImage);

function LiveProjectImage({ src, srcSet, sizes, alt, width, height, eager, preload, unavailable }: Props) {
  const [state, dispatch] = useReducer((current: ImageState, event: ImageEvent) => nextImageState(current, event), 'loading');
  const image = useRef<HTMLImageElement>(null);

  // The image may have settled before hydration, when its load or error event had no listener yet.
  useEffect(() => {
    const element = image.current;
    if (!element) return;
    const settled = settledState(element);
    if (settled !== 'loading') dispatch(settled === 'loaded' ? 'load' : 'error');
  }, []);

  return (
    // data-play-in-view: the loading sheen runs only while the card is on screen (RevealObserver).
    <div className="project-media" data-state={state} data-play-in-view="">
      <img
        ref={image}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        // Eager (the first cards, as the specification asks) yet never ahead of the hero: React
        // would preload an eager image from <head>, and these sit well below the first screen.
        fetchPriority={eager ? 'low' : undefined}
        decoding="async"
        data-preload={preload ? '' : undefined}
        onLoad={() => dispatch('load')}
        onError={() => dispatch('error')}
      />
      {state === 'failed' && <p className="project-media-failed">{unavailable}</p>}
    </div>
  );
}

function StillProjectImage({ src, srcSet, sizes, alt, width, height, eager }: Props) {
  return (
    <div className="project-media" data-state="loaded">
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </div>
  );
}
