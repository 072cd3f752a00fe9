import { act, render, screen } from '@testing-library/react';
import { AboutVideo } from '@/components/home/AboutVideo';
import { setMedia } from '../media';

const SOURCES = [
  { src: '/video/about.webm', type: 'video/webm' },
  { src: '/video/about.mp4', type: 'video/mp4' },
];
const LABELS = { pause: 'Pausar o vídeo', play: 'Reproduzir o vídeo' };
const FALLBACK = 'Seu navegador não suporta vídeo HTML5.';

describe('AboutVideo', () => {
  let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
  let watched: Element | undefined;
  let reduce = false;
  const played = jest.fn(() => Promise.resolve());

  beforeEach(() => {
    reduce = false;
    played.mockClear();
    Object.defineProperty(window, 'IntersectionObserver', {
      value: jest.fn((callback) => ((report = callback), { observe: (element: Element) => (watched = element), disconnect: jest.fn() })),
      configurable: true,
    });
    setMedia((query) => reduce && query.includes('reduce'));
    HTMLMediaElement.prototype.play = played;
    HTMLMediaElement.prototype.pause = jest.fn();
  });
  afterEach(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);

  const renderInSection = () =>
    render(
      <section id="about">
        <AboutVideo sources={SOURCES} fallback={FALLBACK} labels={LABELS} />
      </section>,
    );

  // The first <video> of a page makes Chromium load the media controls' style sheet and restyle the whole page, inside
  // its first frame (docs/quality.md): the page is written without it, and it comes as the section comes near.
  it('writes the video only as its section comes near: muted, looping, inline, WebM then MP4, with the fallback text', async () => {
    const { container } = renderInSection();
    expect(container.querySelector('video')).toBeNull();
    expect(watched).toBe(container.querySelector('section'));
    await act(async () => report([{ isIntersecting: true }]));
    const video = container.querySelector('video')!;
    expect(video).toMatchObject({ muted: true, loop: true, playsInline: true, preload: 'none' });
    expect(Array.from(video.querySelectorAll('source'), (source) => source.type)).toEqual(['video/webm', 'video/mp4']);
    expect(video).toHaveTextContent(FALLBACK);
    expect(played).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: LABELS.pause })).toBeEnabled();
    // Out of view it stays in the page, paused.
    await act(async () => report([{ isIntersecting: false }]));
    expect(container.querySelector('video')).not.toBeNull();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  });

  it('under reduced motion comes near but never plays', async () => {
    reduce = true;
    const { container } = renderInSection();
    await act(async () => report([{ isIntersecting: true }]));
    expect(container.querySelector('video')).not.toBeNull();
    expect(played).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: LABELS.play })).toBeInTheDocument();
  });
});
