/**
 * A tap that comes before the page is interactive is not lost. The site's scripts load once the
 * first frame is painted (scripts/paint-first.mjs), so for a moment the buttons are in the page
 * but have no handlers yet. This inline script, run in <head>, remembers the last button pressed
 * in that moment; once React has hydrated, `replayEarlyTap` presses it again. Taps React already
 * listens for (it replays those itself) are left to React.
 */
export const EARLY_TAP_SCRIPT =
  "(function(d){d.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('button');" +
  "if(!b||d.documentElement.hasAttribute('data-hydrated'))return;" +
  "if(Object.keys(d).some(function(k){return k.indexOf('_reactListening')===0}))return;" +
  'window.__earlyTap=b},true)})(document);';

type EarlyTapWindow = Window & { __earlyTap?: Element };

/**
 * Marks the page hydrated (`<html data-hydrated>`, which also ends the recording) and presses
 * the button tapped before, if it is still in the page. Returns that button, or null.
 */
export function replayEarlyTap(win: EarlyTapWindow = window): HTMLElement | null {
  win.document.documentElement.setAttribute('data-hydrated', '');
  const tapped = win.__earlyTap;
  delete win.__earlyTap;
  if (!tapped?.isConnected || typeof (tapped as HTMLElement).click !== 'function') return null;
  (tapped as HTMLElement).click();
  return tapped as HTMLElement;
}
