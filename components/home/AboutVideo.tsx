'use client';

import { useEffect, useRef, useState } from 'react';
import { island } from '@/components/ui/IslandBoundary';
import { useHydrated } from '@/components/ui/useHydrated';

type Props = {
  sources: { src: string; type: string }[];
  fallback: string;
  labels: { pause: string; play: string };
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Plays or pauses, and reports which once the browser says (a refused play stays paused). */
function playOrPause(element: HTMLVideoElement, play: boolean, setPlaying: (playing: boolean) => void) {
  if (play) {
    element.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  } else {
    element.pause();
    setPlaying(false);
  }
}

/**
 * The about section's background loop, started from here rather than by the autoplay attribute:
 * it plays only near the viewport, never under reduced motion (CSS shows the poster instead),
 * and a button pauses it for good. It has no poster attribute, which a browser fetches at once:
 * the still frame under it is a lazy <img>, fetched only as the section comes near.
 * Styled by AboutVideoStyle, beside it.
 */
export const AboutVideo = island(LiveAboutVideo);

function LiveAboutVideo({ sources, fallback, labels }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const pausedByVisitor = useRef(false);
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = true; // browsers start only muted videos without a gesture
    const query = window.matchMedia(REDUCED_MOTION);
    let inView = false;
    const update = () => playOrPause(element, inView && !query.matches && !pausedByVisitor.current, setPlaying);
    const observer = new IntersectionObserver(
      ([entry]) => {
        inView = entry.isIntersecting;
        update();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    query.addEventListener('change', update);
    return () => {
      observer.disconnect();
      query.removeEventListener('change', update);
    };
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    pausedByVisitor.current = !element.paused;
    playOrPause(element, element.paused, setPlaying);
  };

  return (
    <>
      <video ref={video} className="about-video" muted loop playsInline preload="none" aria-hidden="true">
        {sources.map((source) => (
          <source key={source.type} src={source.src} type={source.type} />
        ))}
        {fallback}
      </video>
      {/* Disabled until hydrated: it has nothing to play or pause before then. */}
      <button type="button" className="about-video-toggle" onClick={toggle} disabled={!hydrated}>
        <span aria-hidden="true" className={playing ? 'icon-pause' : 'icon-play'} />
        <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
      </button>
    </>
  );
}
