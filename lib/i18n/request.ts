import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './locales';
import { dictionary } from './messages';

/** The partnership page is Portuguese only: its namespace lives in its own file, outside the pt/en key parity. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: dictionary(locale), timeZone: 'America/Sao_Paulo' };
});
