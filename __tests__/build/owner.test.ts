import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteSchema, statusSchema } from '@/lib/content/schema';
import { href } from '@/lib/i18n/locales';
import { firstNameOf, monogramOf, withOwnerWords, type OwnerWords } from '@/lib/i18n/ownerWords';
import { readOwnerFile } from '@/lib/owner';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { decode, filesIn, pages, requireOut, tags } from './outDir';

// The second export (`npm run build:alt`) is built from copies of the settings and the status where the owner's
// name and reply-time promise were changed (scripts/altOwner.mjs, .tmp/settings-alt and .tmp/status-alt), as
// an owner changes them at /admin. Every page shows the new values, and the old ones (content/) are nowhere
// in the export: the name and the promise reach the copy only from content (lib/i18n/ownerWords.ts).
const ROOT = process.cwd();
const ALT = join(ROOT, '.tmp', 'out-alt');
requireOut(ALT);
const altPages = pages(ALT);
const page = (path: string) => altPages.find((item) => item.path === path)!.html;

const nameIn = (dir: string) => readOwnerFile(siteSchema, join(dir, 'site.json')).ownerName;
const replyIn = (dir: string, locale: 'pt' | 'en') => readOwnerFile(statusSchema, join(dir, `status.${locale}.json`)).reply;
const name = nameIn(join(ROOT, '.tmp', 'settings-alt'));
const oldName = nameIn(join(ROOT, 'content', 'settings'));

/** The page's text as a visitor reads it. */
const text = (html: string) =>
  decode(html.replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>|<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
const section = (html: string, id: string) =>
  html.slice(html.indexOf(`id="${id}"`), html.indexOf('</section>', html.indexOf(`id="${id}"`)));
const chats = (html: string) =>
  tags(html, 'a')
    .filter((a) => a.href?.startsWith('https://wa.me/'))
    .map((a) => new URL(a.href).searchParams.get('text') ?? '');

describe("the owner's name and reply time changed in content (npm run build:alt)", () => {
  it('the copies changed both', () => {
    expect(name).not.toBe(oldName);
    for (const locale of ['pt', 'en'] as const)
      expect(replyIn(join(ROOT, '.tmp', 'status-alt'), locale)).not.toBe(replyIn(join(ROOT, 'content', 'status'), locale));
  });

  describe.each([
    { locale: 'pt', copy: pt },
    { locale: 'en', copy: en },
  ] as const)('the home page in $locale', ({ locale, copy }) => {
    const words: OwnerWords = { owner: name, firstName: firstNameOf(name), reply: replyIn(join(ROOT, '.tmp', 'status-alt'), locale) };
    const said = (message: string) => withOwnerWords(message, words);
    const html = page(href(locale, 'home'));

    it('its title, hero, portrait, monogram and calls to action say the new name and promise', () => {
      expect(decode(html.match(/<title>([^<]*)<\/title>/)![1])).toBe(said(copy.Metadata.homeTitle));
      expect(text(section(html, 'hero'))).toContain(said(copy.Hero.subheadline));
      expect(tags(html, 'img').map((img) => img.alt)).toContain(said(copy.Hero.portraitAlt));
      expect(html).toContain(`<span aria-hidden="true">${monogramOf(name)}</span>`);
      expect(text(html)).toContain(said(copy.Services.ctaText));
    });

    it('its contact section promises the new reply time, and its chat greets the new name', () => {
      const contact = section(html, 'contact');
      expect(text(contact)).toContain(said(copy.Contact.replyTitle));
      expect(chats(contact)).toContain(said(copy.Contact.directGreeting));
      expect(said(copy.Contact.directGreeting)).toContain(firstNameOf(name));
    });
  });

  it('the partnership page and its chat message name the new owner', () => {
    const html = page(href('pt', 'partnership'));
    expect(text(html)).toContain(name);
    const messages = chats(html);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toContain(`${firstNameOf(name)}!`);
  });

  it('no file of the export holds the old name or the old reply time, nor a placeholder left unfilled', () => {
    const oldWords = [
      oldName,
      ...(['pt', 'en'] as const).map((locale) => replyIn(join(ROOT, 'content', 'status'), locale)),
      ...['owner', 'firstName', 'reply'].map((name) => `{${name}}`),
    ];
    const files = ['.html', '.js', '.json', '.xml', '.txt', '.webmanifest'].flatMap((extension) => filesIn(ALT, extension));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => {
      const body = readFileSync(file, 'utf8');
      return oldWords.filter((word) => body.includes(word)).map((word) => `${file.slice(ALT.length)}: ${word}`);
    });
    expect(found).toEqual([]);
  });
});
