/**
 * What brought a visitor: a campaign link (utm_source, utm_medium, utm_campaign; `ref` is short for
 * utm_source), else the site that sent them, named for a person, else 'direct'; and the path of the page
 * they landed on. The inline script in <head> notes it in sessionStorage on the first page of a visit
 * (lib/i18n/prepaint.ts), before the page's own scripts run; a later campaign link in the same tab
 * replaces it. It never leaves the device except as one line of a chat message the visitor sends
 * (lib/messageContext.ts): no cookie, no localStorage, no request.
 *
 * `arrivalSource`, `noteArrival` and `withoutCampaign` are self-contained on purpose: their source is
 * inlined in <head>, so the names table comes in as an argument.
 */
import { plainText, type ContextLine } from './messageContext';

export const LEAD_SOURCE_KEY = 'lead-source';

export type LeadSource = {
  /** 'campaign': from a tagged link (noted again by a later one); 'site': from the referring site. */
  kind: 'campaign' | 'site';
  name: string;
  medium?: string;
  campaign?: string;
  /** The path of the page the visit began on, without its query or hash. */
  landing: string;
};
/** null: nothing noted (storage off, or a page of the same visit). */
export type NotedSource = LeadSource | 'direct' | null;

/** Referring hosts (a pattern) and the name the owner reads; any other site is its bare host. */
export const REFERRER_NAMES: [string, string][] = [
  ['(^|\\.)google(\\.[a-z]{2,3}){1,2}$', 'Google'],
  ['(^|\\.)bing\\.com$', 'Bing'],
  ['(^|\\.)duckduckgo\\.com$', 'DuckDuckGo'],
  ['(^|\\.)instagram\\.com$', 'Instagram'],
  ['(^|\\.)(facebook\\.com|fb\\.com|fb\\.me)$', 'Facebook'],
  ['(^|\\.)(linkedin\\.com|lnkd\\.in)$', 'LinkedIn'],
  ['(^|\\.)threads\\.(net|com)$', 'Threads'],
  ['(^|\\.)(whatsapp\\.com|wa\\.me)$', 'WhatsApp'],
  ['(^|\\.)behance\\.net$', 'Behance'],
  ['(^|\\.)(youtube\\.com|youtu\\.be)$', 'YouTube'],
];

/**
 * The source of a visit that opens at `href` after `referrer` (document.referrer), or null when the
 * referrer is this site itself and the address has no campaign (a later page of the same visit). A campaign's `utm_source` that names a
 * known site ('instagram', 'l.instagram.com') takes that site's name. Values are plain text, at most 100
 * characters each.
 */
export function arrivalSource(href: string, referrer: string, names: [string, string][]): LeadSource | 'direct' | null {
  const url = new URL(href);
  const cut = (value: string | null) =>
    Array.from(
      String(value || '')
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
      .slice(0, 100)
      .join('');
  const known = (value: string) => {
    const lower = value.toLowerCase();
    for (const [pattern, name] of names) if (name.toLowerCase() === lower || new RegExp(pattern).test(lower)) return name;
    return null;
  };
  let landing = url.pathname;
  try {
    landing = decodeURIComponent(landing);
  } catch {
    // Keep the path as it came.
  }
  landing = cut(landing);
  let from = '';
  // No referrer is parsed at all: the URL parser's exception for '' (the first of a page, which sets up
  // what every exception needs) cost this task, before the first paint, 1-5 ms at full speed.
  if (referrer) {
    try {
      const site = new URL(referrer);
      if (/^https?:$/.test(site.protocol)) from = site.host.replace(/^www\./, '');
    } catch {
      // A referrer that is not an address: a direct visit.
    }
  }
  const sameSite = from === url.host.replace(/^www\./, '');
  if (sameSite) from = '';
  const params = url.searchParams;
  const tagged = cut(params.get('utm_source')) || cut(params.get('ref'));
  const medium = cut(params.get('utm_medium'));
  const campaign = cut(params.get('utm_campaign'));
  const fromName = from ? known(from.replace(/:\d+$/, '')) || from : '';
  const source: LeadSource = { kind: 'campaign', name: tagged ? known(tagged) || tagged : fromName, landing };
  if (medium) source.medium = medium;
  if (campaign) source.campaign = campaign;
  if (tagged || medium || campaign) return source;
  if (sameSite) return null;
  return from ? { kind: 'site', name: fromName, landing } : 'direct';
}

/**
 * Notes the source of this page load in sessionStorage under `key`: a campaign always, anything else only
 * as the first note of the tab. After a campaign the address loses its utm_* and ref parameters (replaced,
 * no new history entry). `redirectTo`: the path the pre-paint language redirect is about to load, with
 * this address's query once cleaned; the visit lands there, so that is the landing page.
 */
export function noteArrival(
  redirectTo: string | null,
  key: string,
  names: [string, string][],
  source: typeof arrivalSource,
  clean: typeof withoutCampaign,
): void {
  const found = source(redirectTo ? location.origin + redirectTo + location.search : location.href, document.referrer, names);
  if (!found) return;
  const campaign = found !== 'direct' && found.kind === 'campaign';
  if (campaign || sessionStorage.getItem(key) === null) sessionStorage.setItem(key, JSON.stringify(found));
  if (campaign) history.replaceState(history.state, '', clean(location.href));
}

/** `href` without its utm_* and ref parameters; every other parameter stays as written, and so does the hash. */
export function withoutCampaign(href: string): string {
  const url = new URL(href);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => {
      let name = pair.split('=')[0];
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // An undecodable name is no campaign parameter.
      }
      return pair !== '' && !/^utm_/.test(name) && name !== 'ref';
    });
  url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return url.href;
}

/** The words of the line in the language of the message: 'Fonte' and 'entrou por', or 'Source' and 'landed on'. */
export type SourceWords = { label: string; landedOn: string };

/** How long each part of the line may be, so the whole stays within one line of a chat (MAX_CONTEXT_TEXT). */
export const MAX_VALUE = 30;
export const MAX_LANDING = 48;

/** A noted value as the owner reads it: plain text, with no chat formatting marks (* ~ `) of its own. */
const shown = (value: unknown, max: number) => plainText(typeof value === 'string' ? value.replace(/[*~`]/g, '') : value, max);

/** What this tab noted (sessionStorage), or null when there is nothing readable: read defensively, never throws. */
export function readNotedSource(storage?: Pick<Storage, 'getItem'>): NotedSource {
  try {
    const noted: unknown = JSON.parse((storage ?? window.sessionStorage).getItem(LEAD_SOURCE_KEY) ?? 'null');
    if (noted === 'direct') return 'direct';
    if (typeof noted !== 'object' || noted === null) return null;
    const { kind, name, medium, campaign, landing } = noted as Record<string, unknown>;
    const source: LeadSource = {
      kind: kind === 'campaign' ? 'campaign' : 'site',
      name: shown(name, 100),
      landing: typeof landing === 'string' && landing.startsWith('/') ? shown(landing, 100) : '',
    };
    if (shown(medium, 100)) source.medium = shown(medium, 100);
    if (shown(campaign, 100)) source.campaign = shown(campaign, 100);
    return source.name || source.medium || source.campaign ? source : null;
  } catch {
    return null;
  }
}

/**
 * The message line for `source`, e.g. { label: 'Fonte', text: 'Instagram · bio · lancamento-2026 · entrou
 * por /projetos/luxury-hotel' }, or null for a direct visit or nothing noted: the message is then exactly
 * the specified one.
 */
export function sourceLine(source: NotedSource, words: SourceWords): ContextLine | null {
  if (source === null || source === 'direct') return null;
  const parts = [shown(source.name, MAX_VALUE), shown(source.medium, MAX_VALUE), shown(source.campaign, MAX_VALUE)].filter(Boolean);
  if (parts.length === 0) return null;
  const landing = shown(source.landing, MAX_LANDING);
  if (landing) parts.push(`${words.landedOn} ${landing}`);
  return { kind: 'source', label: words.label, text: parts.join(' · ') };
}

/** The line for what this tab noted, read when a message is built (a chat is about to open). */
export function notedSourceLine(words: SourceWords | undefined): ContextLine | null {
  return words ? sourceLine(readNotedSource(), words) : null;
}
