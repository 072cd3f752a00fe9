import { createTranslator, type Messages } from 'next-intl';
import { dictionary } from '../lib/i18n/messages';
import { firstNameOf, withOwnerWords } from '../lib/i18n/ownerWords';
import { partnershipMessages } from '../lib/i18n/partnership';
import { formatPrice } from '../lib/money';
import { getAllPosts } from '../lib/posts';
import { getPartnership, getServices, getSettings, getStatus, getTestimonials, ownerWords } from '../lib/owner';
import type { PartnershipChat } from '../lib/partnershipMessage';
import { getProjects } from '../lib/projects';
import { site } from '../lib/site';

const pt = dictionary('pt');
const en = dictionary('en');

/**
 * What the owner edits that the browser tests read (contact details, services, testimonials, cases, articles), in
 * one place: the tests take counts, names and numbers from here, never written out, so an edit in /admin
 * breaks no test, and a move of where these live changes this file alone.
 */

const dictionaries = { pt, en } as const;
export type Lang = keyof typeof dictionaries;

/** The owner's name, e-mail, site address and chat numbers. */
export const owner = (() => {
  // Read from the settings folder the build read (SETTINGS_DIR in the content lane's test).
  const { ownerName, email, whatsapp } = getSettings();
  return { name: ownerName, email, url: site.url, whatsapp };
})();

/** The partnership's numbers, and what the page hands its chat buttons: the number, the first name, the offer. */
export const partnershipOffer = getPartnership();
export const partnershipChat: PartnershipChat = {
  phone: owner.whatsapp.partnership,
  firstName: firstNameOf(owner.name),
  offer: partnershipOffer,
};

/** The partnership page's copy as it shows it: the offer's numbers and the owner's words written in. */
export const partnershipCopy = withOwnerWords(partnershipMessages(partnershipOffer), ownerWords('pt'));

/** The services as a page of `lang` shows them: title, delivery time, price and what is included. */
export function servicesIn(lang: Lang) {
  const copy = dictionaries[lang].Services;
  return getServices(lang).map(({ id, title, timeline, price, currency, features }) => ({
    id,
    title,
    investment: copy.investment.replace('{price}', formatPrice(price, currency)),
    timeline: copy.timeline.replace('{from}', String(timeline.from)).replace('{to}', String(timeline.to)),
    features,
  }));
}

/** The about section's figures, as a page of `lang` shows them. */
export const statsIn = (lang: Lang) => getStatus(lang).stats;

/** The clients whose testimonials the home page shows. */
export const clients = async () => (await getTestimonials('pt')).map((testimonial) => testimonial.name);

/** The published cases in card order, as a page of `lang` shows them. */
export const casesIn = (lang: Lang) => getProjects({ locale: lang });

/** The dictionary of `lang` as the pages read it, ICU plurals and values included. */
export const words = (lang: Lang) => createTranslator({ locale: lang, messages: dictionaries[lang] as unknown as Messages });

/** The published articles, newest first, as a page of `lang` shows them (the English text where there is one). */
export const articlesIn = (lang: Lang) => getAllPosts({ locale: lang });

/** A colour token (#rrggbb) as the browser computes it. */
export const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
