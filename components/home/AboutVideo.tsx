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

/** Plays while wanted (in view, not paused by the visitor), unless motion is reduced. */
function follow(element: HTMLVideoElement, wanted: boolean, setPlaying: (playing: boolean) => void) {
  playOrPause(element, wanted && !window.matchMedia(REDUCED_MOTION).matches, setPlaying);
}

/**
 * The about section's background loop, started from here rather than by the autoplay attribute:
 * it plays only near the viewport, never under reduced motion (CSS shows the poster instead),
 * and a button pauses it for good. It has no poster attribute, which a browser fetches at once:
 * the still frame under it is a lazy <img>, fetched only as the section comes near.
 * The <video> itself is written only then, not in the HTML: Chromium's first <video> in a page
 * loads the media controls' style sheet (125 KB of CSS) and restyles the whole page, inside its
 * first frame. Without scripts nothing would play it, and the still frame is what shows.
 * Styled by AboutVideoStyle, beside it.
 */
export const AboutVideo = island(LiveAboutVideo);

function LiveAboutVideo({ sources, fallback, labels }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const pausedByVisitor = useRef(false);
  const inView = useRef(false);
  const [near, setNear] = useState(false);
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    // The video fills the section, so the section says when it is near.
    const section = toggleButton.current?.closest('section');
    if (!section) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        inView.current = entry.isIntersecting;
        if (entry.isIntersecting) setNear(true);
        if (video.current) follow(video.current, inView.current && !pausedByVisitor.current, setPlaying);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = true; // browsers start only muted videos without a gesture
    const query = window.matchMedia(REDUCED_MOTION);
    const change = () => follow(element, inView.current && !pausedByVisitor.current, setPlaying);
    change();
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, [near]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    pausedByVisitor.current = !element.paused;
    playOrPause(element, element.paused, setPlaying);
  };

  return (
    <>
      {near && (
        <video ref={video} className="about-video" muted loop playsInline preload="none" aria-hidden="true">
          {sources.map((source) => (
            <source key={source.type} src={source.src} type={source.type} />
          ))}
          {fallback}
        </video>
      )}
      {/* Disabled until hydrated: it has nothing to play or pause before then. */}
      <button type="button" className="about-video-toggle" ref={toggleButton} onClick={toggle} disabled={!hydrated}>
        <span aria-hidden="true" className={playing ? 'icon-pause' : 'icon-play'} />
        <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
      </button>
    </>
  );
}
