/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pages } from '@/lib/i18n/locales';
import { formatBRL, formatPrice, type Currency } from '@/lib/money';

/** The rules of docs/architecture.md that a reader of the code can break without noticing. */
const root = join(__dirname, '../..');

function sources(...dirs: string[]): { file: string; text: string }[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|mjs)$/.test(file) && !file.endsWith('.d.mts'))
      .map((file) => ({ file: join(dir, file), text: readFileSync(join(root, dir, file), 'utf8') })),
  );
}

/** The code without its comments, line by line (JSDoc, `//` and one-line block comments). */
function code(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
    .map((line) => line.replace(/\s\/\/ .*$/, ''))
    .join('\n');
}

/** The JSON files of a folder of content/. */
const folder = (dir: string) => readdirSync(join(root, 'content', dir)).filter((name) => name.endsWith('.json'));

/** A JSON file of content/. */
const content = <T>(path: string): T => JSON.parse(readFileSync(join(root, 'content', path), 'utf8')) as T;

/**
 * What the owner changes at /admin, as it could be written in code: each service's starting price (as its card
 * writes it and as a number), the partnership's prices, the WhatsApp numbers (as written, and dialled), the
 * e-mail address and the testimonials' words.
 */
function ownerValues(): string[] {
  const services = folder('services').map((name) => content<{ price: number; currency: Currency }>(`services/${name}`));
  const settings = content<{ email: string; whatsapp: Record<string, string> }>('settings/site.json');
  const offer = content<{ deliveryCost: number; defaultPrice: number; presets: number[]; maintenanceFee: number }>(
    'settings/partnership.json',
  );
  const voices = folder('testimonials').map((name) => content<{ text: string }>(`testimonials/${name}`).text);
  const reais = [offer.deliveryCost, offer.defaultPrice, ...offer.presets].flatMap((value) => [
    formatBRL(value),
    formatBRL(value).replace('\u00a0', ' '),
  ]);
  return [
    ...services.flatMap(({ price, currency }) => [formatPrice(price, currency), ...(price >= 1000 ? [String(price)] : [])]),
    ...reais,
    ...Object.values(settings.whatsapp).flatMap((phone) => [phone, phone.replace(/\D/g, '')]),
    settings.email,
    ...voices,
  ];
}

/** The owner's name (and the first name a chat greets), and his reply-time promise as a sentence could write it. */
function ownerWords(): string[] {
  const { ownerName } = content<{ ownerName: string }>('settings/site.json');
  const replies = folder('status').map((name) => content<{ reply: string }>(`status/${name}`).reply);
  const hours = [...new Set(replies.flatMap((reply) => [...reply.matchAll(/(\d+)\s*(?:h|horas?|hours?)\b/gi)].map((match) => match[1])))];
  return [
    ownerName,
    ownerName.split(/\s+/)[0],
    ...replies,
    ...hours.flatMap((count) => [`${count}h`, `${count} h`, `${count} horas`, `${count} hours`]),
  ];
}

/** messages/ and the JSON and code of lib/ (without comments): where interface copy and facts could be written. */
function copyAndCode(): { file: string; text: string }[] {
  const messages = readdirSync(join(root, 'messages')).map((file) => ({
    file: join('messages', file),
    text: readFileSync(join(root, 'messages', file), 'utf8'),
  }));
  const libJson = readdirSync(join(root, 'lib'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file: join('lib', file), text: readFileSync(join(root, 'lib', file), 'utf8') }));
  return [...messages, ...libJson, ...sources('lib').map(({ file, text }) => ({ file, text: code(text) }))];
}

describe('code rules of docs/architecture.md', () => {
  it("the owner's prices, phone numbers, e-mail and testimonials are content: none written in messages/ or lib/", () => {
    const values = ownerValues();
    const found = copyAndCode().flatMap(({ file, text }) =>
      values.filter((value) => text.includes(value)).map((value) => `${file}: ${value}`),
    );
    expect(values.length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });

  it("the owner's name and reply time are content: none written in messages/ or lib/, which say {owner}, {firstName} and {reply}", () => {
    const words = ownerWords();
    const found = copyAndCode().flatMap(({ file, text }) => words.filter((word) => text.includes(word)).map((word) => `${file}: ${word}`));
    expect(words.length).toBeGreaterThanOrEqual(6);
    expect(found).toEqual([]);
  });

  it("the owner's files are read through the registry's loader (lib/owner.ts): no module imports a file of content/", () => {
    const imports = sources('app', 'components', 'lib', 'e2e', 'engines').flatMap(({ file, text }) =>
      [...code(text).matchAll(/(?:from|import\(|require\()\s*['"]([^'"]*(?:^|\/)content\/[^'"]+|@settings\/[^'"]+)['"]/gm)]
        .filter(([, path]) => !/(^|\/)lib\/content\/|^\.{1,2}\/content\/(schema|owner|body)$|^\.\/content\/(schema|owner|body)$/.test(path))
        .map(([, path]) => `${file}: ${path}`),
    );
    expect(imports).toEqual([]);
  });

  it('colours come from the theme tokens: no colour literal in app/ or components/', () => {
    const literal = /#[0-9a-fA-F]{3,8}\b|\b(rgba?|hsla?)\(/;
    const found = sources('app', 'components').filter(({ text }) => literal.test(code(text)));
    expect(found.map(({ file }) => file)).toEqual([]);
  });

  it('page addresses come from the table in lib/i18n/locales.ts: no page path written elsewhere', () => {
    const paths = Object.values(pages)
      .flatMap((page): string[] => (page.en ? [page.pt, page.en] : [page.pt]))
      .filter((path) => path !== '/')
      .map((path) => path.replace(/\/\[\w+\]$/, '/'));
    const quoted = new RegExp(`['"\`](${paths.map((path) => path.replace(/[/[\]]/g, '\\$&')).join('|')})['"\`/?#]`);
    const found = sources('app', 'components', 'lib')
      .filter(({ file }) => file !== join('lib', 'i18n', 'locales.ts'))
      .filter(({ text }) => quoted.test(code(text)));
    expect(found.map(({ file }) => file)).toEqual([]);
    expect(quoted.test(`href: '/partnership'`)).toBe(true);
  });

  it('no comment points to a document outside the repository', () => {
    const outside = /DESIGN\.md|STYLE\.md|\.\.\/shared|spec\/0\d\d/;
    expect(
      sources('app', 'components', 'lib', 'scripts')
        .filter(({ text }) => outside.test(text))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('no Intl formatter made as a module loads: made on first use (lib/once.ts), as the first one costs ICU its data', () => {
    const atLoad = (text: string) => /^(export )?(const|let|var) \w+(: [\w.]+)? = new Intl\./m.test(code(text));
    const found = sources('components', 'lib').filter(({ text }) => atLoad(text));
    expect(found.map(({ file }) => file)).toEqual([]);
    expect(atLoad("const brl = new Intl.NumberFormat('pt-BR');")).toBe(true);
    expect(atLoad("const brl = once(() => new Intl.NumberFormat('pt-BR'));")).toBe(false);
  });

  it('every client component fails alone: exported through island() or rendered inside an IslandBoundary', () => {
    // Rendered only inside the simulator's island, whose boundary covers it.
    const inside = [join('components', 'partnership', 'ProfitChart.tsx')];
    const unguarded = (text: string) => {
      const source = code(text);
      const bareFunction = /^export (async )?function [A-Z][a-z]/m.test(source) && !source.includes('<IslandBoundary');
      const bareConst = /^export const [A-Z][a-z]\w* = (?!island\()/m.test(source);
      return bareFunction || bareConst;
    };
    const found = sources('components')
      .filter(({ text }) => text.startsWith("'use client';"))
      .filter(({ file }) => !inside.includes(file))
      .filter(({ text }) => unguarded(text));
    expect(found.map(({ file }) => file)).toEqual([]);
    expect(unguarded("'use client';\nexport function Menu() {}")).toBe(true);
    expect(unguarded("'use client';\nexport const Menu = island(LiveMenu);\nexport const MENU_DELAY = 1;")).toBe(false);
  });
});
