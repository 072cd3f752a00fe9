/** The `localStorage` key of the visitor's theme; only `light` and `dark` count. */
export const THEME_KEY = 'theme';

/** Set on <html> to a stored or chosen theme; without it the page follows `prefers-color-scheme` (GlobalStyle). */
export const THEME_ATTRIBUTE = 'data-theme';

/** The switch buttons (header and mobile menu) carry this attribute; the head script answers their clicks. */
export const THEME_SWITCH = 'data-theme-switch';

/**
 * The theme switch, run in <head> before first paint: a stored `light` or `dark` becomes
 * `data-theme` on <html> (anything else is ignored, and the CSS media query decides); a click on a
 * switch flips the theme shown, stores it and marks every switch pressed when light is on. No island:
 * one delegated listener, from the first byte. When a choice is set, the bar colour follows it.
 * Self-contained on purpose: its source is inlined in <head> (see `themeScript`). This module imports
 * nothing, so the switch's button can read its names without bringing the palettes into an island.
 */
export function themeSwitch(doc: Document, key: string, attribute: string, switchAttribute: string, colors: Record<string, string>): void {
  const root = doc.documentElement;
  const system = matchMedia('(prefers-color-scheme: light)');
  const shown = () => root.getAttribute(attribute) || (system.matches ? 'light' : 'dark');
  const mark = () => {
    const theme = shown();
    doc.querySelectorAll(`[${switchAttribute}]`).forEach((button) => button.setAttribute('aria-pressed', String(theme === 'light')));
    if (root.hasAttribute(attribute))
      doc.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.setAttribute('content', colors[theme]));
  };
  try {
    const stored = localStorage.getItem(key);
    if (stored === 'light' || stored === 'dark') root.setAttribute(attribute, stored);
  } catch {
    // Storage disabled: the system's setting decides.
  }
  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element && event.target.closest(`[${switchAttribute}]`))) return;
    const next = shown() === 'light' ? 'dark' : 'light';
    root.setAttribute(attribute, next);
    try {
      localStorage.setItem(key, next);
    } catch {
      // Storage disabled: the theme holds for this page only.
    }
    mark();
  });
  doc.addEventListener('DOMContentLoaded', mark);
  system.addEventListener('change', mark);
}

/** The inline form of `themeSwitch`, run in <head> on every page, with the bar colour of each theme (`themeColors`). */
export function themeScript(colors: { dark: string; light: string }): string {
  return `(${themeSwitch.toString()})(document,${JSON.stringify(THEME_KEY)},${JSON.stringify(THEME_ATTRIBUTE)},${JSON.stringify(THEME_SWITCH)},${JSON.stringify(colors)});`;
}
