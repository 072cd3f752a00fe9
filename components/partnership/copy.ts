import { getTranslations } from 'next-intl/server';

/** The page's messages: the Partnership namespace (messages/partnership.pt.json). The page is Portuguese only. */
export const getPartnershipCopy = () => getTranslations({ locale: 'pt', namespace: 'Partnership' });

/** Read once by the page and handed to its server sections; islands get plain strings. */
export type PartnershipCopy = Awaited<ReturnType<typeof getPartnershipCopy>>;
