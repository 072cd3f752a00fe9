import { FULL_LAYOUT } from '@/lib/headScript';
import { SPLASH_SEEN_KEY } from '@/lib/splash';
import { pathRules } from './locales';
import { englishRedirect, LANGUAGE_KEY } from './storage';

/**
 * The inline script that runs in <head> before first paint: marks that JavaScript runs,
 * sends a visitor who chose English to the English page, and notes whether the splash
 * was already shown in this browser session. When the browser will restore a scroll position
 * (back, forward, reload), it lays out the whole page first: the home page's sections are otherwise
 * laid out only near the screen (content-visibility, in GlobalStyle), at estimated heights that
 * would put the restored position on other content.
 */
export function prePaintScript(redirect: boolean): string {
  const redirectPart = redirect
    ? `var t=(${englishRedirect.toString()})(location.pathname,localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)}),${JSON.stringify(pathRules('pt', 'en'))});if(t){location.replace(t+location.search+location.hash);return}`
    : '';
  return `(function(){var d=document.documentElement;d.classList.add('js');try{${redirectPart}if(sessionStorage.getItem(${JSON.stringify(SPLASH_SEEN_KEY)}))d.classList.add('splash-seen')}catch(e){}try{var n=performance.getEntriesByType('navigation')[0];if(n&&n.type!=='navigate')d.setAttribute(${JSON.stringify(FULL_LAYOUT)},'')}catch(e){}})();`;
}
