import { prePaintScript } from '@/lib/i18n/prepaint';

type Store = Map<string, string>;
const storage = (data: Store) => ({
  getItem: (key: string) => data.get(key) ?? null,
  setItem: (key: string, value: string) => void data.set(key, value),
});

/** Runs the inline script of <head> as the page at `href` does, with its referrer and what this browser and this tab store. */
export function runPrePaint(
  href: string,
  { referrer = '', local = new Map(), session = new Map() }: { referrer?: string; local?: Store; session?: Store },
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
  new Function('document', 'location', 'localStorage', 'sessionStorage', 'history', prePaintScript(true))(
    document,
    location,
    storage(local),
    storage(session),
    history,
  );
  return { redirects, classes, address: url.href, session: storage(session) };
}
