'use client';

import { useEffect, useRef, useState } from 'react';

type Props = {
  poster: string;
  sources: { src: string; type: string }[];
  fallback: string;
  labels: { pause: string; play: string };
};

/**
 * The about section's background loop. Under reduced motion it never plays (CSS also hides it
 * behind the poster); a button lets anyone pause it. Styled by About (server) through class names.
 */
export function AboutVideo({ poster, sources, fallback, labels }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // React sets `muted` as a property only; autoplay policies read it, so set it before playing.
    element.muted = true;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const apply = () => {
      if (query.matches) {
        element.pause();
        setPlaying(false);
      }
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      element.play().catch(() => undefined);
      setPlaying(true);
    } else {
      element.pause();
      setPlaying(false);
    }
  };

  return (
    <>
      <video ref={video} className="about-video" autoPlay muted loop playsInline preload="metadata" poster={poster} aria-hidden="true">
        {sources.map((source) => (
          <source key={source.type} src={source.src} type={source.type} />
        ))}
        {fallback}
      </video>
      <button type="button" className="about-video-toggle" onClick={toggle}>
        <span aria-hidden="true" className={playing ? 'icon-pause' : 'icon-play'} />
        <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
      </button>
    </>
  );
}
