import { getRequestConfig } from 'next-intl/server';
import { partnershipMessages } from './partnership';
import { defaultLocale, isLocale } from './locales';

/** The partnership page is Portuguese only: its namespace lives in its own file, outside the pt/en key parity. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return {
    locale,
    messages: locale === 'pt' ? { ...messages, Partnership: partnershipMessages } : messages,
    timeZone: 'America/Sao_Paulo',
  };
});
