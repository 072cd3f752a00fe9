/** @jest-environment node */
import matter from 'gray-matter';
import { CMS_COLLECTIONS, cmsConfig, productionBackend, VALIDATOR_FIELDS, type CmsCollection, type CmsField } from '@/lib/cms/config';
import { parsePost } from '@/lib/frontMatter';
import { POST_PAIRED } from '@/lib/posts';
import { parseProject, PROJECT_PAIRED } from '@/lib/projectFrontMatter';

// The editor's form and the build's validator must take the same files: every field the validator
// knows is in the form, each required there exactly when the validator requires it, and every value
// a widget can write (each option, each bound of a number, an emptied optional field) passes the
// validator, while what the widget refuses fails it too.

const post = {
  title: 'Tabelas no diário',
  date: '2026-11-20',
  updated: '2026-11-22',
  preview: 'Como uma tabela entra num artigo.',
  author: 'Rafael Moreira',
  tags: ['Performance'],
  category: 'For Founders',
  readTime: 4,
  draft: false,
};
const project = {
  title: 'Casa Aurora Hotel',
  description: 'Hotel boutique em Trancoso.',
  client: 'Casa Aurora Hotel',
  sector: 'Hotelaria',
  city: 'Trancoso, BA',
  year: 2024,
  order: 2,
  category: 'web',
  services: ['premium-websites'],
  tags: ['Next.js'],
  url: 'https://casaaurorahotel.com.br',
  cover: '/images/projects/luxury-hotel-800.webp',
  gallery: [{ src: '/images/projects/cases/luxury-hotel-desktop-800.webp', alt: 'A página inicial.' }],
  results: [
    { value: '58%', label: 'em reservas diretas' },
    { value: '0,8 s', label: 'para abrir no celular' },
  ],
  testimonial: 'camila',
  draft: false,
};
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
    default:
      throw new Error(`no values known for widget ${item.widget}`);
  }
}

describe.each(['posts', 'projects'] as const)('the editor and the validator of %s', (name) => {
  const fields = collection(name).fields;

  it('have the same fields', () => {
    expect(fields.map((item) => item.name).sort()).toEqual([...VALIDATOR_FIELDS[name]].sort());
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
    const paired = name === 'posts' ? POST_PAIRED : PROJECT_PAIRED;
    // The gallery's pictures and the number of results are compared by the editor before it saves (public/admin/editor.js).
    const checkedOnSave = name === 'projects' ? ['gallery', 'results'] : [];
    for (const key of paired.filter((item) => !checkedOnSave.includes(item)))
      expect([key, field(name, key).i18n]).toEqual([key, 'duplicate']);
    for (const key of checkedOnSave) expect([key, field(name, key).i18n]).toEqual([key, true]);
  });
});

describe('a draft', () => {
  it('may leave the summary empty in the build (npm run new:article), which the form asks for anyway', () => {
    expect(accepts('posts', { ...post, draft: true, preview: undefined })).toBe(true);
    expect(field('posts', 'preview').required).toBe(true);
  });
});

describe('the configuration', () => {
  it('keeps both languages side by side in files the site reads: <id>.pt.md and the optional <id>.en.md', () => {
    expect(cmsConfig().i18n).toEqual({ structure: 'multiple_files', locales: ['pt', 'en'], default_locale: 'pt' });
    expect(CMS_COLLECTIONS.map((item) => [item.folder, item.extension, item.media_folder])).toEqual([
      ['content/posts', 'md', 'images'],
      ['content/projects', 'md', 'images'],
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
