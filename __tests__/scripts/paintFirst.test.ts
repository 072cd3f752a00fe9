import { deferredScripts, paintFirst } from '@/scripts/bootstrapLoader.mjs';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" as="image" href="/images/portrait-800.avif"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script>document.documentElement.classList.add("js")</script>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '</head><body><main><h1>Olá</h1></main>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script type="application/ld+json">{"@type":"Person"}</script>',
  '<script>self.__next_f.push([1,"payload"])</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '</body></html>',
].join('');

describe('paint-first rewrite of an exported page', () => {
  const { html, scripts } = paintFirst(page);

  it('takes the bootstrap scripts and their preloads out of the markup', () => {
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|runtime|main)\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it('loads the same scripts, in document order and once each, from a loader at the end of <body>', () => {
    expect(scripts).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/runtime.js', '/_next/static/chunks/main.js']);
    expect(deferredScripts(html)).toEqual(scripts);
    expect(html).toMatch(/<script>\/\*paint-first\*\/[^<]*<\/script><\/body>/);
  });

  it('keeps the content, the image preload, the legacy polyfills, structured data and inline scripts', () => {
    for (const kept of [
      '<h1>Olá</h1>',
      '<link rel="preload" as="image" href="/images/portrait-800.avif"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      '<script>self.__next_f.push([1,"payload"])</script>',
      '<script>document.documentElement.classList.add("js")</script>',
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('leaves a rewritten page as it is, and a page without bootstrap scripts untouched', () => {
    expect(paintFirst(html).html).toBe(html);
    const plain = '<html><body><p>Sem scripts</p></body></html>';
    expect(paintFirst(plain)).toEqual({ html: plain, scripts: [] });
    expect(deferredScripts(plain)).toEqual([]);
  });
});

describe('the paint-first loader in a browser', () => {
  const loaderSource = () => /<script>(\/\*paint-first\*\/[^<]*)<\/script>/.exec(paintFirst(page).html)![1];
  const added = () => Array.from(document.head.querySelectorAll('script[src]')).map((script) => script.getAttribute('src'));
  const all = ['/_next/static/chunks/react.js', '/_next/static/chunks/runtime.js', '/_next/static/chunks/main.js'];
  let hidden = false;

  /** A stand-in for the browser's PerformanceObserver that reports paints when told to. */
  function paintTiming() {
    const observers: Array<(names: string[]) => void> = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(private callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakeObserver) => void) {}
      observe() {
        observers.push((names) => this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this));
      }
      disconnect() {
        observers.length = 0;
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: FakeObserver });
    return { paint: (...names: string[]) => [...observers].forEach((notify) => notify(names)) };
  }

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    hidden = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('adds nothing until the first contentful paint is reported, then every script once, async', () => {
    const timing = paintTiming();
    new Function(loaderSource())();
    jest.advanceTimersByTime(100);
    timing.paint('first-paint'); // a paint with no content yet
    jest.advanceTimersByTime(100);
    expect(added()).toEqual([]);

    timing.paint('first-contentful-paint');
    expect(added()).toEqual([]); // in the task after it
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(all);
    expect(Array.from(document.head.querySelectorAll('script')).every((script) => script.async)).toBe(true);

    jest.advanceTimersByTime(5000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toHaveLength(3);
  });

  it('loads after 3 s when no paint is ever reported', () => {
    paintTiming();
    new Function(loaderSource())();
    jest.advanceTimersByTime(2999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(all);
  });

  it('without Paint Timing, loads in the task after the next frame', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    new Function(loaderSource())();
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(16));
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual(all);
  });

  it('loads at once in a hidden tab, where nothing is painted', () => {
    hidden = true;
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    new Function(loaderSource())();
    expect(added()).toHaveLength(3);
    expect(frame).not.toHaveBeenCalled();
  });

  it('loads when the tab is hidden before its first paint', () => {
    paintTiming();
    new Function(loaderSource())();
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toHaveLength(3);
  });
});
