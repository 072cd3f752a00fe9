import { readFileSync } from 'node:fs';

/*
 * Code that runs inside the page under test, the same in both engines. Each function here is sent
 * to the browser as its source text, so it must not use anything from this module's scope.
 */

/**
 * What only the page's scripts put in a page, on every page: the menu button's expanded state, which
 * the HTML leaves out (components/layout/MobileMenu.tsx) and the menu island writes as it mounts.
 */
export const SCRIPTS_ANSWER = '[popovertarget][aria-expanded]';

/** A name to match: exact text (whitespace collapsed, as Testing Library compares) or a pattern. */
export type NameSpec = string | { source: string; flags: string };

/**
 * What a scenario points at: an element by its ARIA role and accessible name (Testing Library's
 * `queryAllByRole`, the same rules as the unit tests), or by a CSS selector and its text; either
 * inside an optional CSS scope. The `nth` match, first by default.
 */
export type TargetOf<N> =
  { role: string; name?: N; within?: string; nth?: number } | { css: string; text?: N; within?: string; nth?: number };
export type TargetSpec = TargetOf<NameSpec>;

export type Helpers = {
  find(spec: TargetSpec): Element | null;
  visible(element: Element): boolean;
  /** Brings the element to the middle of the screen and resolves once nothing is moving it. */
  steady(element: Element): Promise<void>;
};

/** Installed once per document, beside Testing Library's browser build. */
function defineHelpers(): Helpers {
  const library = (window as unknown as { TestingLibraryDom: typeof import('@testing-library/dom') }).TestingLibraryDom;
  const collapse = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const matcher = (spec: NameSpec | undefined) =>
    spec === undefined ? undefined : typeof spec === 'string' ? spec : new RegExp(spec.source, spec.flags);
  const visible = (element: Element) =>
    typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ visibilityProperty: true })
      : element.getClientRects().length > 0;
  return {
    /*
     * WebDriver and puppeteer press at the point where they found the element. Sections here fade
     * and slide in when they reach the screen (with staggered delays), so a press right after the
     * scroll can start on the button and end on whatever moved under the pointer. Like Playwright's
     * "stable" check, wait until no finite animation or transition moves the element or a parent.
     */
    steady(element) {
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      const moving = () =>
        document.getAnimations().some((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return (
            animation.playState === 'running' &&
            target instanceof Element &&
            target.contains(element) &&
            animation.effect?.getComputedTiming().endTime !== Infinity
          );
        });
      const deadline = performance.now() + 5000;
      let frames = 0;
      // Two frames first, for the scroll to start what it starts (the section's reveal).
      return new Promise((resolve) => {
        const check = () => {
          frames += 1;
          if (frames > 2 && (!moving() || performance.now() > deadline)) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    },
    find(spec) {
      const scope = spec.within ? document.querySelector(spec.within) : document.body;
      if (!scope) return null;
      let found: Element[];
      if ('css' in spec) {
        found = Array.from(scope.querySelectorAll(spec.css));
        const text = matcher(spec.text);
        if (text !== undefined) {
          found = found.filter((element) => {
            const content = collapse(element.textContent);
            return typeof text === 'string' ? content === text : text.test(content);
          });
        }
      } else {
        found = library.queryAllByRole(scope as HTMLElement, spec.role, { name: matcher(spec.name) });
      }
      return found[spec.nth ?? 0] ?? null;
    },
    visible,
  };
}

/** The element the installed helpers find for a spec, or 'no helpers' in a document that lacks them. */
export function findWithHelpers(spec: TargetSpec): Element | 'no helpers' | null {
  const helpers = (window as unknown as { __engines?: Helpers }).__engines;
  return helpers ? helpers.find(spec) : 'no helpers';
}

let installSource: string | undefined;

/** The script that installs Testing Library's browser build and the helpers as `window.__engines`. */
export function helpersScript(): string {
  installSource ??= [
    readFileSync(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8'),
    `window.__engines = (${defineHelpers.toString()})();`,
  ].join(';\n');
  return installSource;
}

export const PROBLEMS_KEY = 'engines:problems';

/**
 * Records, for the rest of the document's life, what the Chromium suite fails on: uncaught
 * exceptions, unhandled rejections, console errors, Content Security Policy violations and
 * scripts, styles or images that fail to load. Kept in sessionStorage, so a navigation within
 * the site (the language toggle) keeps what the page before it saw.
 */
export function recordProblems(key: string): void {
  const w = window as unknown as { __enginesRecording?: boolean };
  if (w.__enginesRecording) return;
  w.__enginesRecording = true;
  // Loads a navigation cancels (a lazy chunk still on its way when the visitor moves on) are not failures.
  let leaving = false;
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => (leaving = true));
  const note = (problem: string) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      list.push(`${problem} (at ${location.pathname})`);
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch {
      // Storage may be unavailable on a page of another origin (a chat tab); nothing to record there.
    }
  };
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as Element | null;
      if (target && target !== (window as unknown) && target instanceof Element) {
        if (!leaving && ['SCRIPT', 'LINK', 'IMG'].includes(target.tagName)) {
          note(`failed to load: ${target.getAttribute('src') ?? target.getAttribute('href')}`);
        }
        return;
      }
      note(`uncaught exception: ${(event as ErrorEvent).message}`);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => note(`unhandled rejection: ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) => note(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    note(`console error: ${args.map(String).join(' ')}`);
    error(...args);
  };
}
