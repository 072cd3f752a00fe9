import { prePaintScript } from '@/lib/i18n/prepaint';

type Store = Map<string, string>;
const storage = (data: Store) => ({
  getItem: (key: string) => data.get(key) ?? null,
  setItem: (key: string, value: string) => void data.set(key, value),
});

/**
 * Runs the inline script of <head> as the page at `href` does, with its referrer and what this browser and this tab
 * store; with `runLater: false`, only its own task, not what it leaves for the next one.
 */
export function runPrePaint(
  href: string,
  {
    referrer = '',
    local = new Map(),
    session = new Map(),
    runLater = true,
  }: { referrer?: string; local?: Store; session?: Store; runLater?: boolean },
) {
  const url = new URL(href);
  const redirects: string[] = [];
  const classes: string[] = [];
  const own = { replace: (target: string) => redirects.push(target) };
  const location = new Proxy(own, { get: (_, key) => (key === 'replace' ? own.replace : url[key as keyof URL]) });
  const history = { state: null, replaceState: (_: unknown, __: string, next: string) => (url.href = new URL(next, url).href) };
  const document = {
    documentElement: { classList: { add: (name: string) => classes.push(name) }, setAttribute: () => undefined },
    referrer,
  };
  // What the script leaves for a task of its own runs after it, as in the browser.
  const later: Array<() => void> = [];
  new Function('document', 'location', 'localStorage', 'sessionStorage', 'history', 'setTimeout', prePaintScript(true))(
    document,
    location,
    storage(local),
    storage(session),
    history,
    (task: () => void) => later.push(task),
  );
  if (runLater) later.forEach((task) => task());
  return { redirects, classes, address: url.href, session: storage(session) };
}
