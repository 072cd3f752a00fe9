import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** The owner's words, written in as the dictionaries load (lib/i18n/ownerWords.ts): a language may use them or not. */
const OWNER_WORDS = ['owner', 'firstName', 'reply'];

/** ICU argument names used in a message, e.g. {count} in '{count, plural, ...}'. */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*([a-zA-Z_]\w*)\s*(?:,|\})/g)]
    .map((match) => match[1])
    .filter((name) => !OWNER_WORDS.includes(name))
    .sort();
}

describe('dictionaries', () => {
  it('have exactly the same keys in Portuguese and English', () => {
    const ptKeys = keys(pt as Tree).sort();
    const enKeys = keys(en as Tree).sort();
    expect(ptKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !ptKeys.includes(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const [key, value] of [...leaves(pt as Tree), ...leaves(en as Tree)]) {
      expect({ key, empty: value.trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('use the same placeholders in both languages', () => {
    const english = new Map(leaves(en as Tree));
    for (const [key, value] of leaves(pt as Tree)) {
      expect({ key, args: argumentsOf(value) }).toEqual({ key, args: argumentsOf(english.get(key) ?? '') });
    }
  });
});
