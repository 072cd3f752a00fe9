/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  articleSchema,
  caseSchema,
  normalized,
  partnershipSchema,
  problemsOf,
  serviceSchema,
  siteSchema,
  statusSchema,
  testimonialSchema,
  type OwnerSchema,
} from '@/lib/content/schema';
import { articleSample, caseSample } from '../fixtures/frontMatter';

// Each schema's messages, one row per kind of problem: missing, of the wrong type, out of bounds, a value the site
// does not know, and (when optional) emptied as the editor writes it. Which fields are required and each bound of a
// field the editor has are cmsConfig.test.ts's property tests, which try every field against the build.

const article = articleSample;
const project = caseSample;
const BODY = 'O texto.\n';
const GONE = undefined;

/** The problems of the sample with `change` applied (undefined removes a field). */
function problems(schema: typeof articleSchema | typeof caseSchema, sample: object, change: Record<string, unknown>, body = BODY) {
  const data = Object.fromEntries(Object.entries({ ...sample, ...change }).filter(([, value]) => value !== undefined));
  return problemsOf(schema, { ...normalized(data), body });
}

describe('the article schema', () => {
  it('takes the sample, an unquoted YAML date and every optional field left out or emptied', () => {
    expect(problems(articleSchema, article, {})).toEqual([]);
    expect(problems(articleSchema, article, { date: new Date('2026-11-20T00:00:00Z') })).toEqual([]);
    for (const field of ['updated', 'category', 'readTime', 'draft'])
      for (const empty of [GONE, '', null])
        expect([field, empty, problems(articleSchema, article, { [field]: empty })]).toEqual([field, empty, []]);
  });

  it.each([
    ['title missing', { title: GONE }, '"title" is missing or empty'],
    ['title blank', { title: '   ' }, '"title" is missing or empty'],
    ['date missing', { date: GONE }, '"date" must be a real date written yyyy-mm-dd, got null'],
    ['date Brazilian', { date: '20/11/2026' }, '"date" must be a real date written yyyy-mm-dd, got "20/11/2026"'],
    ['updated a word', { updated: 'ontem' }, '"updated" must be a real date written yyyy-mm-dd when present, got "ontem"'],
    ['updated before date', { updated: '2026-11-19' }, '"updated" (2026-11-19) must not be before "date" (2026-11-20)'],
    [
      'preview missing',
      { preview: GONE },
      '"preview" is missing or empty: one or two sentences for the cards and search results (only a draft may leave it empty)',
    ],
    ['tags missing', { tags: GONE }, '"tags" must be a list of one or more words, such as [Design, SEO] (only a draft may have none)'],
    ['a tag with nothing to slug', { tags: ['😀'] }, '"tags" has "😀", which has no letter or digit to make its page address from'],
    ['a tag twice', { tags: ['UX&UI', 'UX & UI'] }, '"tags" lists "UX & UI" twice'],
    ['category unknown', { category: 'For Everyone' }, '"category" must be one of For Founders when present, got "For Everyone"'],
    ['readTime zero', { readTime: 0 }, '"readTime" must be a whole number of minutes when present, got 0'],
    ['draft a word', { draft: 'sim' }, '"draft" must be true or false when present, got "sim"'],
    [
      'an unknown field',
      { Draft: true },
      '"Draft" is not a field an article has (known: title, date, updated, preview, author, tags, category, readTime, draft)',
    ],
  ])('%s', (_, change, message) => {
    expect(problems(articleSchema, article, change).join('\n')).toContain(message);
  });

  it('lets only a draft go without summary, tags or text', () => {
    expect(problems(articleSchema, article, { preview: GONE, tags: [], draft: true }, '')).toEqual([]);
    expect(problems(articleSchema, article, {}, '  \n')).toEqual([
      'the text below the front matter is empty: only a draft may have no text yet',
    ]);
  });
});

describe('the case schema', () => {
  it('takes the sample, pictures uploaded beside it (WebP too), and url and testimonial left out or emptied', () => {
    expect(problems(caseSchema, project, {})).toEqual([]);
    expect(problems(caseSchema, project, { cover: './images/capa.webp', gallery: [{ src: 'images/tela.png', alt: 'A tela.' }] })).toEqual(
      [],
    );
    for (const field of ['url', 'testimonial', 'draft'])
      for (const empty of [GONE, '', null])
        expect([field, empty, problems(caseSchema, project, { [field]: empty })]).toEqual([field, empty, []]);
  });

  it.each([
    ['title missing', { title: GONE }, '"title" is missing or empty'],
    ['year as text', { year: '2024' }, '"year" must be a whole number from 1990 to 2100, got "2024"'],
    ['order zero', { order: 0 }, '"order" must be a whole number from 1 to 99, got 0'],
    ['category unknown', { category: 'design' }, '"category" must be one of ai, web, editorial, marketing, got "design"'],
    [
      'services empty',
      { services: [] },
      '"services" must be a list of premium-websites, interactive-portfolios, seo-architecture, main one first',
    ],
    ['a service unknown', { services: ['logo-design'] }, '"services" has "logo-design", which is no service of the site'],
    ['a service twice', { services: ['seo-architecture', 'seo-architecture'] }, '"services" lists a service twice'],
    ['tags missing', { tags: GONE }, '"tags" must be a list of words, such as [Next.js, SEO]'],
    ['a technology twice', { tags: ['Next.js', 'next.js'] }, '"tags" lists a technology twice'],
    [
      'url without https',
      { url: 'casaaurora.com.br' },
      '"url" must be the live site\'s address (https://…) or left out while it is not online, got "casaaurora.com.br"',
    ],
    ['cover from another site', { cover: 'https://example.com/a.png' }, '"cover" must be a local image'],
    ['cover above its folder', { cover: './images/../../segredo.png' }, '"cover" must be a local image'],
    ['cover a size other than 800', { cover: '/images/projects/buddychat-400.webp' }, '"cover" must be a local image'],
    ['cover outside the uploads', { cover: '/images/tela.png' }, '"cover" must be a local image'],
    ['gallery empty', { gallery: [] }, '"gallery" must be a list such as [{ src:'],
    ['a screen without alt', { gallery: [project.gallery[0], { src: project.gallery[0].src }] }, '"gallery" item 2 needs "alt" as text'],
    [
      'a screen from another site',
      { gallery: [{ src: 'https://example.com/a.png', alt: 'x' }] },
      '"gallery item 1 src" must be a local image',
    ],
    [
      'a screen with a caption',
      { gallery: [{ ...project.gallery[0], caption: 'y' }] },
      '"gallery" item 1 has "caption", which it does not take (known: src, alt)',
    ],
    ['a screen as a line', { gallery: ['tela.png'] }, '"gallery" item 1 must be { src, alt }'],
    ['results missing', { results: GONE }, '"results" must be a list such as'],
    ['a result as a plain line', { results: ['3× mais pedidos', '0,7 s'] }, '"results" item 1 must be { value, label }'],
    ['one result', { results: project.results.slice(0, 1) }, '"results" must have 2 to 4 items, got 1'],
    ['a result without its label', { results: [project.results[0], { value: '3' }] }, '"results" item 2 needs "label" as text'],
    [
      'testimonial not a file name',
      { testimonial: 'Joana Silva' },
      '"testimonial" must be the name of a testimonial file such as lucas, got "Joana Silva"',
    ],
    ['an unknown field', { Draft: true }, '"Draft" is not a field a case study has (known: title, description'],
  ] as [string, Record<string, unknown>, string][])('%s', (_, change, message) => {
    expect(problems(caseSchema, project, change).join('\n')).toContain(message);
  });

  it('needs its story', () => {
    expect(problems(caseSchema, project, {}, '')).toEqual(['the story below the front matter is empty: write the case']);
  });
});

// The owner's files (content/services, content/testimonials, content/settings): each schema against the real
// file and a table of bad values, with the message the build and the editor give.
const json = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(process.cwd(), 'content', path), 'utf8'));
const changed = (sample: Record<string, unknown>, change: Record<string, unknown>) =>
  Object.fromEntries(Object.entries({ ...sample, ...change }).filter(([, value]) => value !== undefined));

describe.each([
  [
    'service',
    serviceSchema,
    'services/premium-websites.pt.json',
    [
      ['title missing', { title: GONE }, '"title" is missing or empty'],
      [
        'a negative price',
        { price: -10 },
        '"price" must be a whole number of 1 or more, up to 1000000, without currency sign or dots, got -10',
      ],
      [
        'a price as text',
        { price: 'R$ 2.997' },
        '"price" must be a whole number of 1 or more, up to 1000000, without currency sign or dots, got "R$ 2.997"',
      ],
      ['a price with cents', { price: 2997.5 }, '"price" must be a whole number of 1 or more'],
      ['a price out of bounds', { price: 2_000_000 }, '"price" must be a whole number of 1 or more, up to 1000000'],
      ['a timeline ending before it starts', { timeline: { from: 6, to: 4 } }, '"timeline.to" must not be before "timeline.from"'],
      ['a timeline of zero weeks', { timeline: { from: 0, to: 4 } }, '"timeline.from" must be a whole number of weeks from 1 to 52, got 0'],
      ['a timeline as text', { timeline: '4–6 semanas' }, '"timeline" must be { from, to }'],
      ['no inclusions', { features: [] }, '"features" must be a list of one or more lines'],
      ['an empty inclusion', { features: ['Design', ' '] }, '"features" is missing or empty'],
      ['an icon the cards do not draw', { icon: 'rocket' }, '"icon" must be one of layout, sparkles, chart, got "rocket"'],
      ['an unknown field', { investment: 'A partir de R$2.997' }, '"investment" is not a field a service has (known: title, icon'],
    ],
  ],
  [
    'testimonial',
    testimonialSchema,
    'testimonials/lucas.pt.json',
    [
      ['no name', { name: GONE }, '"name" is missing or empty'],
      ['an empty text', { text: '  ' }, '"text" is missing or empty'],
      ['no role', { role: GONE }, '"role" is missing or empty'],
      [
        'a portrait from another site',
        { picture: 'https://example.com/eu.png' },
        '"picture" must be a portrait such as ./images/<file>.png',
      ],
      ['a portrait that is no picture', { picture: './images/eu.pdf' }, '"picture" must be a portrait'],
      ['place 0', { order: 0 }, '"order" must be a whole number from 1 to 99, got 0'],
      [
        'an unknown field',
        { image: '/images/avatars/a.webp' },
        '"image" is not a field a testimonial has (known: name, role, text, picture, order)',
      ],
    ],
  ],
  [
    'status',
    statusSchema,
    'status/status.pt.json',
    [
      ['open as a word', { open: 'sim' }, '"open" must be true or false, got "sim"'],
      [
        'closed with nothing to say',
        { open: false, closedText: GONE },
        '"closedText" is missing or empty: with the agenda closed, the badge says it',
      ],
      ['no reply-time promise', { reply: GONE }, '"reply" is missing or empty'],
      ['a reply time with a brace', { reply: 'Resposta em {24h}' }, '"reply" must not contain { } < or >'],
      ['no statistics', { stats: [] }, '"stats" must be a list such as'],
      ['a statistic without its label', { stats: [{ value: '100+' }] }, '"stats" item 1 needs "label" as text'],
    ],
  ],
  [
    'settings',
    siteSchema,
    'settings/site.json',
    [
      ['no name', { ownerName: '' }, '"ownerName" is missing or empty'],
      ['a name with an angle bracket', { ownerName: 'Rafael <RM>' }, '"ownerName" must not contain { } < or >'],
      [
        'a malformed e-mail',
        { email: 'contato.exemplo.com' },
        '"email" must be an e-mail address such as contato@exemplo.com.br, got "contato.exemplo.com"',
      ],
      [
        'a WhatsApp number without its country code',
        { whatsapp: { contact: '11 98765-4321', partnership: '+55 11 91234-5678' } },
        '"whatsapp.contact" must be a WhatsApp number with its country code, such as +55 11 90000-0000, got "11 98765-4321"',
      ],
      [
        'a WhatsApp number with letters',
        { whatsapp: { contact: '+55 11 9876-ABCD', partnership: '+55 11 91234-5678' } },
        '"whatsapp.contact" must be a WhatsApp number',
      ],
      [
        'a WhatsApp number too short',
        { whatsapp: { contact: '+55 11 98765-4321', partnership: '+55 123' } },
        '"whatsapp.partnership" must be a WhatsApp number',
      ],
      [
        'a WhatsApp number too long',
        { whatsapp: { contact: '+55 11 98765-4321-12345', partnership: '+55 11 91234-5678' } },
        '"whatsapp.contact" must be a WhatsApp number',
      ],
      ['no partnership number', { whatsapp: { contact: '+55 11 98765-4321' } }, '"whatsapp.partnership" must be a WhatsApp number'],
      [
        'a profile that is no address',
        { social: { threads: 'https://threads.net/@a', instagram: '@rafael', behance: 'https://behance.net/a' } },
        '"social.instagram" must be the profile\'s address (https://…), got "@rafael"',
      ],
    ],
  ],
  [
    'partnership',
    partnershipSchema,
    'settings/partnership.json',
    [
      ['a delivery cost of zero', { deliveryCost: 0 }, '"deliveryCost" must be a whole number of 1 or more'],
      ['a default price of zero', { defaultPrice: 0 }, '"defaultPrice" must be a whole number of 1 or more'],
      ['no presets', { presets: [] }, '"presets" must be a list of prices such as [990, 1490, 1990]'],
      ['a negative preset', { presets: [997, -1] }, '"presets item 2" must be a whole number of 1 or more'],
      ['no maintenance fee', { maintenanceFee: GONE }, '"maintenanceFee" must be a whole number of 1 or more'],
    ],
  ],
] as [string, OwnerSchema, string, [string, Record<string, unknown>, string][]][])('the %s schema', (_, schema, path, table) => {
  const sample = json(path);

  // The real file as it is: editorChecks.test.ts, read by the build and the editor.
  it.each(table)('%s', (__, change, message) => {
    expect(problemsOf(schema, changed(sample, change)).join('\n')).toContain(message);
  });
});
