/** @jest-environment node */
import matter from 'gray-matter';
import {
  CMS_COLLECTIONS,
  CMS_FILES,
  cmsConfig,
  HIDDEN_PART,
  productionBackend,
  type CmsCollection,
  type CmsField,
  type CmsFilesCollection,
} from '@/lib/cms/config';
import * as z from 'zod';
import { OWNER_COLLECTIONS } from '@/lib/content/owner';
import { duplicated, articleSchema, caseSchema, POST_FIELDS, PROJECT_FIELDS, problemsOf } from '@/lib/content/schema';
import { problemsBeforeSave } from '@/lib/cms/editorChecks';
import { site } from '@/lib/site';
import { parsePost } from '@/lib/frontMatter';
import { parseProject } from '@/lib/projectFrontMatter';
import { articleSample, caseSample } from '../fixtures/frontMatter';

// The editor's form is made from the content schemas (lib/content/schema.ts). What the editor needs of
// it: each field with the widget, requirement, values and bounds below; every value a widget can write
// (each option, each bound of a number, an emptied optional field) passes the build, while what the
// widget refuses fails it too.

const post = articleSample;
const project = caseSample;
const BODY = 'O texto do artigo.\n';

const collection = (name: CmsCollection['name']) => CMS_COLLECTIONS.find((item) => item.name === name)!;
const field = (name: CmsCollection['name'], key: string) => collection(name).fields.find((item) => item.name === key)!;

/** The validator's verdict on a file with `data` (undefined removes a field) and a body. */
function accepts(name: CmsCollection['name'], data: Record<string, unknown>, body = BODY): boolean {
  const kept = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
  const source = matter.stringify(body, kept);
  try {
    if (name === 'posts') parsePost('tabelas-no-diario', source);
    else parseProject('luxury-hotel', source);
    return true;
  } catch {
    return false;
  }
}

const samples = { posts: post, projects: project } as const;

/** Values the widget of `item` writes (good) and values it refuses (bad), as the validator should see them. */
function valuesOf(item: CmsField): { good: unknown[]; bad: unknown[] } {
  switch (item.widget) {
    case 'string':
    case 'text':
      return item.pattern
        ? { good: ['https://exemplo.com.br'], bad: ['exemplo.com.br', 'https://'] }
        : { good: ['Um texto'], bad: [42, ['lista']] };
    case 'datetime':
      expect(item.format).toBe('YYYY-MM-DD');
      return { good: ['2026-11-20', new Date('2026-11-20T00:00:00Z')], bad: ['20/11/2026', '2026-02-30'] };
    case 'number': {
      expect(item.value_type).toBe('int');
      const { min = 1, max } = item;
      return { good: [min, ...(max ? [max] : [min + 10])], bad: [min - 1, ...(max ? [max + 1] : []), min + 0.5, String(min)] };
    }
    case 'select': {
      const options = item.options!.map((option) => option.value);
      return item.multiple
        ? { good: [options, [options[0]]], bad: [[options[0], options[0]], ['not-a-service']] }
        : { good: options, bad: ['not-an-option'] };
    }
    case 'boolean':
      return { good: [true, false], bad: ['sim'] };
    case 'tags':
      return { good: [['Nova tag'], ['Performance', 'UX']], bad: [[], 'Performance', [''], ['UX', 'ux']] };
    case 'image':
      return { good: ['/images/projects/protecta-800.webp'], bad: ['https://example.com/a.png', '/images/a.gif'] };
    case 'list': {
      const sample = samples.projects[item.name as 'gallery' | 'results'][0];
      const { min = 1, max } = item;
      const times = (count: number) => Array.from({ length: count }, () => sample);
      return {
        good: [times(min), times(max ?? min + 5)],
        bad: [times(min - 1), ...(max ? [times(max + 1)] : []), [{ ...sample, extra: 'x' }]],
      };
    }
    case 'markdown':
      return { good: ['Um parágrafo.\n'], bad: [] };
    case 'relation':
      // The widget offers the testimonials there are (their file names); whether one exists is the folder's check.
      return { good: ['lucas', 'camila'], bad: ['Lucas Ferraz', 42] };
    default:
      throw new Error(`no values known for widget ${item.widget}`);
  }
}

describe.each(['posts', 'projects'] as const)('the editor and the validator of %s', (name) => {
  const fields = collection(name).fields;

  it('have the same fields', () => {
    expect(fields.map((item) => item.name)).toEqual([...(name === 'posts' ? POST_FIELDS : PROJECT_FIELDS), 'body']);
    expect(fields.filter((item) => !item.label).map((item) => item.name)).toEqual([]);
  });

  it('accept the sample the other fields are tried against', () => {
    expect(accepts(name, samples[name])).toBe(true);
  });

  it.each(fields.filter((item) => item.name !== 'body').map((item) => [item.name, item] as const))(
    '%s: required in the form exactly when a file without it fails the build',
    (key, item) => {
      expect(item.required).toBeDefined();
      expect(accepts(name, { ...samples[name], [key]: undefined })).toBe(!item.required);
      // What the form writes for an optional field it leaves empty.
      if (!item.required) expect(accepts(name, { ...samples[name], [key]: '' })).toBe(true);
    },
  );

  it('body: required in the form and in the build', () => {
    expect(field(name, 'body').required).toBe(true);
    expect(accepts(name, samples[name], '')).toBe(false);
  });

  it.each(fields.filter((item) => item.name !== 'body').map((item) => [item.name, item] as const))(
    '%s: what its widget writes passes the build, what it refuses fails it',
    (key, item) => {
      const { good, bad } = valuesOf(item);
      for (const value of good) expect([key, value, accepts(name, { ...samples[name], [key]: value })]).toEqual([key, value, true]);
      for (const value of bad) expect([key, value, accepts(name, { ...samples[name], [key]: value })]).toEqual([key, value, false]);
    },
  );

  it('copy into the English file every field the build needs equal in both languages', () => {
    const paired = duplicated(name === 'posts' ? articleSchema : caseSchema);
    expect(paired).toEqual(
      name === 'posts'
        ? ['date', 'author', 'tags', 'category']
        : ['client', 'year', 'order', 'category', 'services', 'tags', 'url', 'cover', 'testimonial', 'draft'],
    );
    for (const key of paired) expect([key, field(name, key).i18n]).toEqual([key, 'duplicate']);
    // The gallery's alt texts and the results' words are each language's own; their pictures and count are
    // compared before saving (lib/cms/editorChecks.ts) and by the build.
    for (const key of name === 'projects' ? ['gallery', 'results'] : []) expect([key, field(name, key).i18n]).toEqual([key, true]);
  });
});

/** What the editor needs of a field beyond its requirement (the property tests above): [name, widget, required, values or bounds]. */
const FORM: Record<'posts' | 'projects' | 'testimonials', [string, string, boolean, Partial<CmsField>?][]> = {
  posts: [
    ['date', 'datetime', true, { format: 'YYYY-MM-DD', date_format: 'DD/MM/YYYY', time_format: false, picker_utc: true }],
    ['updated', 'datetime', false, { format: 'YYYY-MM-DD' }],
    ['tags', 'tags', true, { known: 'tags' }],
    ['category', 'select', false, { options: [{ label: 'For Founders', value: 'For Founders' }] }],
    ['readTime', 'number', false, { value_type: 'int', min: 1, max: undefined }],
    ['draft', 'boolean', false, { default: false }],
    ['body', 'markdown', true, { modes: ['raw', 'rich_text'], media_folder: 'images', public_folder: './images' }],
  ],
  projects: [
    ['year', 'number', true, { value_type: 'int', min: 1990, max: 2100 }],
    ['order', 'number', true, { value_type: 'int', min: 1, max: 99 }],
    ['category', 'select', true, { options: ['ai', 'web', 'editorial', 'marketing'].map((value) => ({ label: value, value })) }],
    [
      'services',
      'select',
      true,
      {
        multiple: true,
        min: 1,
        options: ['premium-websites', 'interactive-portfolios', 'seo-architecture'].map((value) => ({ label: value, value })),
      },
    ],
    ['tags', 'tags', true, { known: 'technologies' }],
    ['url', 'string', false, { pattern: [expect.stringContaining('https?:'), expect.stringContaining('https://')] as never }],
    ['cover', 'image', true, { choose_url: false, media_folder: 'images', public_folder: './images' }],
    ['gallery', 'list', true, { min: 1, max: undefined, summary: '{{fields.alt}}' }],
    ['results', 'list', true, { min: 2, max: 4, summary: '{{fields.value}} {{fields.label}}' }],
    ['testimonial', 'relation', false, { collection: 'testimonials', value_field: '{{slug}}', search_fields: ['name'] }],
    ['draft', 'boolean', false, { default: false }],
  ],
  testimonials: [
    ['name', 'string', true, { i18n: 'duplicate' }],
    ['role', 'string', true, { i18n: true }],
    ['text', 'text', true, { i18n: true }],
    ['picture', 'image', true, { i18n: 'duplicate', choose_url: false, media_folder: 'images', public_folder: './images' }],
    ['order', 'number', true, { i18n: 'duplicate', value_type: 'int', min: 1, max: 99 }],
  ],
};

describe.each(['posts', 'projects', 'testimonials'] as const)('the form of %s, made from its schema', (name) => {
  it.each(FORM[name].map((row) => [row[0], row] as const))('%s: widget, requirement and values', (key, [, widget, required, values]) => {
    const item = field(name, key);
    expect(item).toMatchObject({ name: key, widget, required, label: expect.any(String) });
    for (const [property, value] of Object.entries(values ?? {}))
      expect([property, item[property as keyof CmsField]]).toEqual([property, value]);
  });
});

it('lists the fields of the testimonials in their order', () => {
  expect(collection('testimonials').fields.map((item) => item.name)).toEqual(FORM.testimonials.map(([key]) => key));
});

describe('the lists of a case', () => {
  it('give each screen a picture and its alt text, and each result its number and what it measures', () => {
    expect(field('projects', 'gallery').fields?.map((item) => [item.name, item.widget, item.required])).toEqual([
      ['src', 'image', true],
      ['alt', 'text', true],
    ]);
    expect(field('projects', 'gallery').fields?.[0]).toMatchObject({ choose_url: false, media_folder: 'images' });
    expect(field('projects', 'results').fields?.map((item) => [item.name, item.widget, item.required])).toEqual([
      ['value', 'string', true],
      ['label', 'string', true],
    ]);
  });
});

/** Every list of a form, however deep, with where it is: `collection › field › field`. */
function listsOf(fields: CmsField[], at: string): [string, CmsField][] {
  return fields.flatMap((item) => [
    ...(item.widget === 'list' ? [[`${at} › ${item.name}`, item] as [string, CmsField]] : []),
    ...listsOf(item.fields ?? [], `${at} › ${item.name}`),
  ]);
}
const FORMS = cmsConfig().collections.flatMap((item) =>
  'files' in item ? item.files.map((file) => [file.name, file.fields] as const) : [[item.name, item.fields] as const],
);

describe('every list of every form', () => {
  const lists = FORMS.flatMap(([name, fields]) => listsOf(fields, name));

  it('is found (the single values of a service and of the partnership, the objects of a case and of the status)', () => {
    expect(lists.some(([, item]) => item.field)).toBe(true);
    expect(lists.some(([, item]) => item.fields)).toBe(true);
  });

  // Without a summary Decap writes the list's label ("O que está incluído") on the bar of every item.
  it.each(lists)("%s: each item's bar shows the item's own text", (_, item) => {
    const own = item.field ? [item.field.name] : item.fields!.map((inner) => inner.name);
    const named = [...(item.summary ?? '').matchAll(/{{fields\.([\w.]+)}}/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((key) => !own.includes(key))).toEqual([]);
  });
});

describe('the configuration', () => {
  it('keeps both languages side by side in files the site reads: <id>.pt.md and the optional <id>.en.md', () => {
    expect(cmsConfig().i18n).toEqual({ structure: 'multiple_files', locales: ['pt', 'en'], default_locale: 'pt' });
    expect(CMS_COLLECTIONS.map((item) => [item.folder, item.extension, item.media_folder])).toEqual([
      ['content/posts', 'md', 'images'],
      ['content/projects', 'md', 'images'],
      ['content/services', 'json', 'images'],
      ['content/testimonials', 'json', 'images'],
      ['content/status', 'json', 'images'],
    ]);
    // The services and the status are fixed sets of files in both languages (<id>.pt.json, <id>.en.json): none added or removed.
    for (const name of ['services', 'status'] as const)
      expect(collection(name)).toMatchObject({ create: false, delete: false, i18n: true });
    // The settings and the partnership's numbers have no words: one file each.
    expect(CMS_FILES.flatMap((item) => item.files.map((file) => file.file))).toEqual([
      'content/settings/site.json',
      'content/settings/partnership.json',
    ]);
    expect(cmsConfig().collections.map((item) => item.name)).toEqual([
      'posts',
      'projects',
      'services',
      'testimonials',
      'status',
      'site',
      'partnership',
    ]);
  });

  it('publishes on the live site through GitHub with drafts as pull requests, or not at all until set up', () => {
    expect(productionBackend(null)).toBeNull();
    expect(productionBackend({ repo: 'rafael/site', baseUrl: 'https://auth.example.com.br' })).toEqual({
      backend: { name: 'github', repo: 'rafael/site', branch: 'main', base_url: 'https://auth.example.com.br', auth_endpoint: 'auth' },
    });
    expect(
      productionBackend({ repo: 'rafael/site', baseUrl: 'https://api.netlify.com', siteDomain: 'rafael-cms.netlify.app' })?.backend,
    ).toMatchObject({
      base_url: 'https://api.netlify.com',
      site_domain: 'rafael-cms.netlify.app',
    });
    expect(() => productionBackend({ repo: 'site' })).toThrow('cms.repo must be the GitHub repository as owner/name');
    expect(() => productionBackend({ repo: 'rafael/site', baseUrl: 'http://auth.example.com' })).toThrow('cms.baseUrl');
  });
});

/** A field of one of the owner's single files. */
const fileField = (name: CmsFilesCollection['name'] | 'services' | 'status', path: string[]): CmsField => {
  let fields =
    name === 'services' || name === 'status' ? collection(name).fields : CMS_FILES.find((item) => item.name === name)!.files[0].fields;
  let found: CmsField | undefined;
  for (const key of path) {
    found = fields.find((item) => item.name === key)!;
    fields = found.fields ?? [];
  }
  return found!;
};

describe("the forms of the owner's files, made from their schemas", () => {
  it.each([
    ['services', ['price'], { widget: 'number', value_type: 'int', min: 1, max: 1_000_000, required: true, i18n: true }],
    ['services', ['timeline'], { widget: 'object', i18n: true }],
    ['services', ['timeline', 'from'], { widget: 'number', min: 1, max: 52, i18n: 'duplicate' }],
    ['services', ['features'], { widget: 'list', i18n: true, field: expect.objectContaining({ widget: 'string' }) as never }],
    ['status', ['open'], { widget: 'boolean', i18n: 'duplicate' }],
    ['status', ['closedText'], { widget: 'string', required: false }],
    ['status', ['stats'], { widget: 'list', summary: '{{fields.value}} {{fields.label}}' }],
    ['site', ['whatsapp', 'contact'], { widget: 'string', required: true }],
    [
      'site',
      ['ownerName'],
      { widget: 'string', pattern: [expect.stringContaining('{}<>') as never, expect.stringContaining('{ }') as never] },
    ],
    [
      'status',
      ['reply'],
      { widget: 'string', pattern: [expect.stringContaining('{}<>') as never, expect.stringContaining('{ }') as never] },
    ],
    ['site', ['email'], { widget: 'string', pattern: [expect.stringContaining('@') as never, expect.stringContaining('e-mail') as never] }],
    ['partnership', ['presets'], { widget: 'list', field: expect.objectContaining({ widget: 'number', value_type: 'int' }) as never }],
  ] as const)('%s %j', (name, path, expected) => {
    expect(fileField(name, [...path])).toMatchObject(expected);
  });
});

describe("the registry of the owner's collections (lib/content/owner.ts)", () => {
  const made = (name: string) => cmsConfig().collections.find((item) => item.name === name)!;
  const formFields = (name: string) => {
    const item = made(name);
    return 'files' in item ? item.files[0].fields : item.fields;
  };

  it.each(OWNER_COLLECTIONS.map((entry) => [entry.name, entry] as const))(
    '%s: its editor collection takes its folder or file, languages, labels, fields and required flags from the entry and its schema',
    (name, entry) => {
      const item = made(name);
      const described = z.toJSONSchema(entry.schema, { io: 'input', unrepresentable: 'any' }) as {
        properties: object;
        required?: string[];
      };
      expect(item.label).toBe(entry.form.label);
      expect(item.description).toBe(entry.form.description);
      if (entry.languages)
        expect(item).toMatchObject({ folder: `content/${entry.folder}`, i18n: true, extension: 'json', create: entry.ids === 'files' });
      else expect('files' in item && item.files.map((file) => file.file)).toEqual([`content/${entry.folder}/${name}.json`]);
      expect(formFields(name).map((field) => [field.name, field.required])).toEqual(
        Object.keys(described.properties).map((key) => [key, (described.required ?? []).includes(key)]),
      );
    },
  );

  it.each(OWNER_COLLECTIONS.map((entry) => [entry.name, entry] as const))("%s: the editor's check is the entry's schema", (name, entry) => {
    const expected = problemsOf(entry.schema, {});
    expect(expected).not.toEqual([]);
    expect(problemsBeforeSave(name, {}, entry.languages ? {} : undefined, { paths: [], files: [] })).toEqual([
      ...expected,
      ...(entry.languages ? expected.map((problem) => `English: ${problem}`) : []),
    ]);
  });

  it("says in the simulator's prices that they edit a hidden part, while the preset buttons are off", () => {
    const presets = formFields('partnership').find((field) => field.name === 'presets')!;
    expect(presets.hint?.includes(HIDDEN_PART.trim())).toBe(!site.features.presetPrices);
  });
});
