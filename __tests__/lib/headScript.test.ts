import { enhanceLinks, FULL_LAYOUT, headScript, VISITOR_MOVED, visitorMoved } from '@/lib/headScript';
import { LANGUAGE_KEY } from '@/lib/i18n/storage';
import { setMedia } from '../media';

// Runs once, as the inline script does on every page.
beforeAll(() => enhanceLinks(document, LANGUAGE_KEY, VISITOR_MOVED, FULL_LAYOUT));

let scrolledTo: Element[] = [];
beforeEach(() => {
  scrolledTo = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
  setMedia(() => false);
  localStorage.clear();
  history.replaceState(null, '', '/');
});

/** Clicks like a visitor; whether the page kept the browser's own action (following the link). */
function click(element: Element, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  let followed = true;
  // jsdom cannot navigate: the test takes the browser's place and only notes what it would do.
  const note = (e: Event) => {
    followed = !e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', note, { once: true });
  element.dispatchEvent(event);
  return followed;
}

describe('the inline script', () => {
  it('is the function with its key and marker, and parses', () => {
    const source = headScript();
    expect(source).toContain('"language"');
    expect(source).toContain('"data-visitor-moved"');
    expect(() => new Function(source)).not.toThrow();
  });
});

describe('a link to a section of this page', () => {
  beforeEach(() => document.documentElement.removeAttribute(FULL_LAYOUT));

  it('lays out the whole page before the browser jumps, and lets the jump happen', () => {
    document.body.innerHTML = '<a href="#simulador">Simular</a>';
    expect(click(document.querySelector('a')!)).toBe(true);
    expect(document.documentElement.hasAttribute(FULL_LAYOUT)).toBe(true);
  });

  it('leaves the layout alone for a link to another page', () => {
    document.body.innerHTML = '<a href="/journal#top">Journal</a>';
    expect(click(document.querySelector('a')!)).toBe(true);
    expect(document.documentElement.hasAttribute(FULL_LAYOUT)).toBe(false);
  });
});

describe('a language toggle link', () => {
  it('stores the chosen language and lets the link lead there', () => {
    document.body.innerHTML = '<a href="/journal" data-lang="pt">PT</a>';
    localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(click(document.querySelector('a')!)).toBe(true);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('pt');
  });

  it('stores the choice even for a click that opens a new tab, and leaves that click alone', () => {
    document.body.innerHTML = '<a href="/en" data-lang="en">EN</a>';
    expect(click(document.querySelector('a')!, { ctrlKey: true })).toBe(true);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  it('leaves other links and storage alone', () => {
    document.body.innerHTML = '<a href="/journal">Journal</a>';
    expect(click(document.querySelector('a')!)).toBe(true);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });
});

describe('a link inside an open popover', () => {
  it('closes the popover and still leads where it points', () => {
    document.body.innerHTML = '<div popover><nav><a href="/#services">Services</a></nav></div>';
    const popover = document.querySelector<HTMLElement>('[popover]')!;
    const hidePopover = jest.fn();
    Object.assign(popover, { hidePopover, matches: (selector: string) => selector === ':popover-open' });
    expect(click(document.querySelector('a')!)).toBe(true);
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without the Popover API', () => {
    document.body.innerHTML = '<div popover><a href="/#services" data-lang="en">EN</a></div>';
    expect(click(document.querySelector('a')!)).toBe(true);
    // The rest of the script still ran.
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });
});

describe('the phone menu', () => {
  const toggle = (target: Element, newState: 'open' | 'closed') =>
    target.dispatchEvent(Object.assign(new Event('beforetoggle'), { newState }));

  it('holds the page still while open, from the first byte on, and lets it go when closed', () => {
    document.body.innerHTML = '<div popover class="menu-panel"></div><div popover class="other"></div>';
    toggle(document.querySelector('.menu-panel')!, 'open');
    expect(document.documentElement.style.overflow).toBe('hidden');
    toggle(document.querySelector('.other')!, 'closed');
    expect(document.documentElement.style.overflow).toBe('hidden');
    toggle(document.querySelector('.menu-panel')!, 'closed');
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('the logo', () => {
  const page = (hero: boolean) => {
    document.body.innerHTML = `<a href="https://studio.example" data-logo><span>RM</span> Rafael</a>${hero ? '<section id="hero"></section>' : ''}`;
    return document.querySelector('a')!;
  };

  it('scrolls to the hero of a page that has one, instead of leaving, and records #hero', () => {
    const logo = page(true);
    expect(click(logo.querySelector('span')!)).toBe(false);
    expect(scrolledTo).toEqual([document.getElementById('hero')]);
    expect(location.hash).toBe('#hero');
  });

  it('answers Space there too, as a button would', () => {
    const logo = page(true);
    const event = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    logo.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(scrolledTo).toHaveLength(1);
  });

  it('is a plain link on a page without a hero, and for a modified click', () => {
    expect(click(page(false))).toBe(true);
    expect(click(page(true), { metaKey: true })).toBe(true);
    expect(scrolledTo).toEqual([]);
  });
});

describe('the visitor moving', () => {
  it('is noted at the first wheel, touch, press or key, and stays noted', () => {
    document.documentElement.removeAttribute(VISITOR_MOVED);
    expect(visitorMoved()).toBe(false);
    window.dispatchEvent(new Event('wheel'));
    expect(visitorMoved()).toBe(true);
    expect(document.documentElement).toHaveAttribute(VISITOR_MOVED, '');
  });
});

describe('a transition between pages', () => {
  // jsdom has no navigation timing: a page opened by a link, unless a test says otherwise.
  let navigationType = 'navigate';
  beforeEach(() => {
    navigationType = 'navigate';
    performance.getEntriesByType = () => [{ type: navigationType } as unknown as PerformanceEntry];
  });

  it('out of the page, dropped by the browser, leaves no unhandled rejection', async () => {
    const ready = Promise.reject(new DOMException('Skipping view transition because skipTransition() was called.', 'AbortError'));
    const handled = jest.spyOn(ready, 'catch');
    window.dispatchEvent(Object.assign(new Event('pageswap'), { viewTransition: { ready } }));
    expect(handled).toHaveBeenCalled();
    await expect(ready.catch(() => 'handled')).resolves.toBe('handled');
  });

  it('is not there at all: nothing to do', () => {
    expect(() => window.dispatchEvent(Object.assign(new Event('pageswap'), { viewTransition: null }))).not.toThrow();
  });

  it.each(['pageswap', 'pagereveal'])(
    'at %s, leaves unnamed for this move the shared elements off the screen, named again at the next once on it',
    (type) => {
      document.body.innerHTML = `
        <h2 style="view-transition-name: case-above">above</h2>
        <h2 style="view-transition-name: case-seen">seen</h2>
        <h2 style="view-transition-name: case-below">below</h2>`;
      let tops: Record<string, number> = { above: -200, seen: 300, below: innerHeight + 10 };
      for (const heading of document.querySelectorAll('h2')) {
        heading.getBoundingClientRect = () => ({ top: tops[heading.textContent!], bottom: tops[heading.textContent!] + 100 }) as DOMRect;
      }
      const names = () => [...document.querySelectorAll('h2')].map((heading) => heading.style.viewTransitionName);
      const move = (type: string) => window.dispatchEvent(Object.assign(new Event(type), { viewTransition: { ready: Promise.resolve() } }));

      move(type);
      expect(names()).toEqual(['none', 'case-seen', 'none']);
      // A page without a transition is left alone.
      window.dispatchEvent(Object.assign(new Event(type), { viewTransition: null }));
      expect(names()).toEqual(['none', 'case-seen', 'none']);
      // The page comes back from the back/forward cache, scrolled so that all three are on screen.
      tops = { above: 0, seen: 300, below: innerHeight - 200 };
      move('pagereveal');
      expect(names()).toEqual(['case-above', 'case-seen', 'case-below']);
    },
  );

  it('back or forward to a page loaded anew, keeps every name: the browser is yet to restore where the visitor was', () => {
    document.body.innerHTML = `<h2 style="view-transition-name: case-below">below</h2>`;
    const heading = document.querySelector('h2')!;
    heading.getBoundingClientRect = () => ({ top: innerHeight + 10, bottom: innerHeight + 110 }) as DOMRect;
    navigationType = 'back_forward';
    window.dispatchEvent(Object.assign(new Event('pagereveal'), { viewTransition: { ready: Promise.resolve() } }));
    expect(heading.style.viewTransitionName).toBe('case-below');
  });
});
