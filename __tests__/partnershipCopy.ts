import { createTranslator, type Messages } from 'next-intl';
import { partnershipMessages as copy } from '@/lib/i18n/partnership';

/** The Partnership namespace as the page's server components read it (components/partnership/copy.ts). */
export const partnershipCopy = createTranslator({ locale: 'pt', messages: { Partnership: copy } as Messages, namespace: 'Partnership' });
