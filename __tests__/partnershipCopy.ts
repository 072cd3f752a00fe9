import { createTranslator, type Messages } from 'next-intl';
import { partnershipMessages as messages } from '@/lib/i18n/partnership';
import { getPartnership } from '@/lib/owner';

/** The Partnership namespace with the owner's numbers, as lib/i18n/messages.ts loads it. */
export const partnershipMessages = messages(getPartnership());

/** The Partnership namespace as the page's server components read it (components/partnership/copy.ts). */
export const partnershipCopy = createTranslator({
  locale: 'pt',
  messages: { Partnership: partnershipMessages } as Messages,
  namespace: 'Partnership',
});
