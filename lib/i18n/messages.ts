// The dictionaries as the pages read them: messages/<language>.json (with the Partnership namespace in
// Portuguese, the offer's numbers written in) and the owner's words written into their placeholders (lib/i18n/ownerWords.ts), read from
// content/ through the owner's loaders. lib/i18n/request.ts hands them to next-intl; the tests read the same.
import en from '../../messages/en.json';
import pt from '../../messages/pt.json';
import { getPartnership, ownerWords } from '../owner';
import { partnershipMessages } from './partnership';
import type { Locale } from './locales';
import { withOwnerWords } from './ownerWords';

export type Dictionary = typeof pt;

/** The dictionary of `locale`, the owner's name and reply-time promise written in. */
export function dictionary(locale: Locale): Dictionary {
  const messages = locale === 'pt' ? { ...pt, Partnership: partnershipMessages(getPartnership()) } : en;
  return withOwnerWords(messages as Dictionary, ownerWords(locale));
}
