import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import type { Locale } from '@/lib/i18n/locales';

type Key = keyof typeof pt.Markdown;

/** A `Markdown` message of the dictionaries in the language of the article's text, with its values filled in. */
export function label(lang: Locale, key: Key, values: Record<string, string | number> = {}): string {
  const message = (lang === 'en' ? en : pt).Markdown[key];
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
