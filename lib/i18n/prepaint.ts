import { PAGE_END_ID } from '@/lib/firstPaint';
import { FULL_LAYOUT } from '@/lib/headScript';
import { arrivalSource, LEAD_SOURCE_KEY, noteArrival, REFERRER_NAMES, withoutCampaign } from '@/lib/leadSource';
import { SPLASH_SEEN_KEY } from '@/lib/splash';
import { pathRules } from './locales';
import { englishRedirect, LANGUAGE_KEY } from './storage';

/**
 * The inline script that runs in <head> before first paint: marks that JavaScript runs,
 * sends a visitor who chose English to the English page, and notes whether the splash
 * was already shown in this browser session. When the browser will restore a scroll position
 * (back, forward, reload), it lays out the whole page first: the home page's sections are otherwise
 * laid out only near the screen (content-visibility, in GlobalStyle), at estimated heights that
 * would put the restored position on other content; back or forward, it also holds the first paint until the page's
 * last element (lib/firstPaint.ts), so that the first frame already shows the restored place, where the card the
 * visitor came back to takes back its shared title (a reload has no transition, and paints as soon as it can).
 * It also notes what brought the visitor (lib/leadSource.ts) before anything can send a message: ahead of the
 * redirect, which the English page would otherwise take for its referrer, with the English page as the landing page
 * (the campaign's parameters are then already out of the address the redirect carries over); on a page that stays,
 * in a task of its own right after this one, so the storage it opens and the parsing of addresses are not part of
 * the work the first paint waits on.
 */
export function prePaintScript(redirect: boolean): string {
  const redirectPart = redirect
    ? `try{t=(${englishRedirect.toString()})(location.pathname,localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)}),${JSON.stringify(pathRules('pt', 'en'))})}catch(e){}`
    : '';
  const note = `function(){try{(${noteArrival.toString()})(t,${JSON.stringify(LEAD_SOURCE_KEY)},${JSON.stringify(REFERRER_NAMES)},${arrivalSource.toString()},${withoutCampaign.toString()})}catch(e){}}`;
  return `(function(){var d=document.documentElement,t=null;d.classList.add('js');var n=${note};${redirectPart}if(t){n();location.replace(t+location.search+location.hash);return}setTimeout(n);try{if(sessionStorage.getItem(${JSON.stringify(SPLASH_SEEN_KEY)}))d.classList.add('splash-seen')}catch(e){}try{var v=performance.getEntriesByType('navigation')[0];if(v&&v.type!=='navigate'){d.setAttribute(${JSON.stringify(FULL_LAYOUT)},'');if(v.type==='back_forward'){var l=document.createElement('link');l.rel='expect';l.href=${JSON.stringify(`#${PAGE_END_ID}`)};l.setAttribute('blocking','render');document.head.appendChild(l)}}}catch(e){}})();`;
}
