'use client';
/* eslint-disable @next/next/no-img-element -- static export: plain <img> over pre-sized local files with srcset. */

import { useEffect, useReducer, useRef, type RefObject } from 'react';
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
  /** The page's first screen shows it (the case index): fetched first, as the likely largest paint. */
  first?: boolean;
  preload?: boolean;
  /** A coarse copy of the picture as a `data:` URL, shown until the file arrives (the case index's first card). */
  preview?: string;
  unavailable: string;
};

/**
 * A project screenshot: a placeholder while loading, a fade-in when loaded, a notice when it fails.
 * Its CSS is ProjectImageStyle, beside it. Should the island fail, the plain image stays.
 */
export const ProjectImage = island(LiveProjectImage, StillProjectImage);

function LiveProjectImage(props: Props) {
  const [state, dispatch] = useReducer((current: ImageState, event: ImageEvent) => nextImageState(current, event), 'loading');
  const image = useRef<HTMLImageElement>(null);

  // The image may have settled before hydration, when its load or error event had no listener yet.
  useEffect(() => {
    const element = image.current;
    if (!element) return;
    const settled = settledState(element);
    if (settled !== 'loading') dispatch(settled === 'loaded' ? 'load' : 'error');
  }, []);

  return <Screenshot {...props} state={state} image={image} onLoad={() => dispatch('load')} onError={() => dispatch('error')} />;
}

function StillProjectImage(props: Props) {
  return <Screenshot {...props} state="loaded" />;
}

type ScreenshotProps = Props & {
  state: ImageState;
  image?: RefObject<HTMLImageElement | null>;
  onLoad?: () => void;
  onError?: () => void;
};

function Screenshot({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  eager,
  first,
  preload,
  preview,
  unavailable,
  state,
  image,
  onLoad,
  onError,
}: ScreenshotProps) {
  return (
    // data-play-in-view: the loading sheen runs only while the card is on screen (RevealObserver).
    <div
      className="project-media"
      data-state={state}
      data-first={first ? '' : undefined}
      data-play-in-view=""
      style={{ backgroundImage: preview && `url(${preview})` }}
    >
      <img
        ref={image}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        // Eager (the first cards, as the specification asks) yet, on the home page, never ahead of the
        // hero: React would preload an eager image from <head>, and there they sit well below the first
        // screen. On the case index the first card's image is the first screen's largest paint.
        fetchPriority={first ? 'high' : eager ? 'low' : undefined}
        decoding="async"
        data-preload={preload ? '' : undefined}
        onLoad={onLoad}
        onError={onError}
      />
      {state === 'failed' && <p className="project-media-failed">{unavailable}</p>}
    </div>
  );
}
