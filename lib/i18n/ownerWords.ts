// The owner's facts in the interface copy. The dictionaries (messages/) say {owner}, {firstName} and {reply}
// where the owner's name (content/settings/site.json) and his reply-time promise (content/status/<language>.json)
// go; they are written in as the dictionaries load (lib/i18n/messages.ts), so a name or a promise changed at
// /admin changes every title, alt text, call to action and chat greeting, in both languages, with no copy edit.

/** What the copy's placeholders stand for, in one language. */
export type OwnerWords = { owner: string; firstName: string; reply: string };

const PLACEHOLDER = /\{(owner|firstName|reply)\}/g;

/** The name's first word: how a chat greets him ('Olá, Rafael!'). */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0];

/** The owner's initials, from the first and last words of his name: the logo's mark, the splash, the social images. */
export function monogramOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const initial = (word: string) => Array.from(word)[0] ?? '';
  const letters = words.length > 1 ? initial(words[0]) + initial(words.at(-1)!) : Array.from(words[0]).slice(0, 2).join('');
  return letters.toLocaleUpperCase('pt-BR');
}

/** Every text of `value` (a dictionary, a namespace, one message) with the owner's words written in. */
export function withOwnerWords<T>(value: T, words: OwnerWords): T {
  if (typeof value === 'string') return value.replace(PLACEHOLDER, (_, name: keyof OwnerWords) => words[name]) as T;
  if (Array.isArray(value)) return value.map((item) => withOwnerWords(item, words)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withOwnerWords(item, words)])) as T;
  return value;
}
