import { themeScript } from './colorTheme';
import { headScript } from './headScript';
import { prePaintScript } from './i18n/prepaint';
import { themeColors } from './lightTheme';

/**
 * What runs in <head> before first paint on every page (lib/i18n/prepaint.ts, lib/headScript.ts and
 * lib/colorTheme.ts); `redirect` sends a visitor who chose English from a Portuguese address.
 */
export const headScripts = (redirect: boolean): string => prePaintScript(redirect) + headScript() + themeScript(themeColors);
