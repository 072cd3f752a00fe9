// The content model: one zod schema per collection (articles in content/posts, case studies in
// content/projects, and the owner's files, declared in lib/content/owner.ts). Everything else reads it: the types of lib/frontMatter.ts and lib/projectFrontMatter.ts,
// the build's validation (its messages name the field and say what is expected), the editor's form
// (lib/cms/config.ts turns each field into a Decap widget) and the editor's checks before it saves
// (lib/cms/editorChecks.ts, bundled into /admin by scripts/admin.mjs). A field changes here, once.
import * as z from 'zod';
import { SERVICE_ICONS, SERVICE_IDS } from '../data/services';
import { slug } from '../slug.mjs';

/** The editor's side of a field: its label and hint in the form, its widget when the type does not say it. */
export type FieldMeta = {
  label: string;
  hint?: string;
  /** How the English file keeps the value: its own (true), or a copy of the Portuguese one. */
  i18n?: true | 'duplicate';
  widget?: 'text' | 'tags' | 'image' | 'datetime' | 'markdown' | 'relation';
  /** A relation's collection: the field names one of its entries (a case's testimonial). */
  collection?: 'testimonials';
  /** The tags widget's suggestions: the tags of the articles, or the technologies of the cases. */
  known?: 'tags' | 'technologies';
  /** The form asks for it although the build lets a draft go without (an article's summary and text). */
  required?: true;
  /** The form's message when the text does not match the field's pattern. */
  patternHint?: string;
  /** A list's line in the form. */
  summary?: string;
  /** The names the form shows for the allowed values, by value. */
  optionLabels?: Record<string, string>;
};

// zod's way to type `.meta()`: its GlobalMeta interface takes the editor's fields.
declare module 'zod' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalMeta extends Partial<FieldMeta> {}
}

/** A file's name is its address: a lowercase slug such as my-article. */
export const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const POST_CATEGORIES = ['For Founders'] as const;
export const PROJECT_CATEGORIES = ['ai', 'web', 'editorial', 'marketing'] as const;
export const RESULTS = { min: 2, max: 4 } as const;
export const YEARS = { min: 1990, max: 2100 } as const;
export const ORDERS = { min: 1, max: 99 } as const;
/** A picture this site draws: '/images/<…>-800.webp', with its -400 and -1200 siblings beside it. */
export const LOCAL_IMAGE = /^\/images\/[a-z0-9/_-]+-800\.webp$/;
/**
 * A picture uploaded beside the content (the editor's image widget writes 'images/<file>'): './images/<file>'
 * or 'images/<file>', never above the folder. The build checks the file and makes its sizes.
 */
export const UPLOADED_IMAGE = /^(?:\.\/)?images\/(?!(?:.*\/)?\.\.(?:\/|$)).+$/;
/** The pictures an author may upload: the build makes WebP and AVIF of each. */
export const SOURCE_TYPES = /\.(png|jpe?g|webp)$/i;
const URL_PATTERN = /^https?:\/\/[^\s/]+\.[^\s]+$/;

const show = (value: unknown) => JSON.stringify(value ?? null);
const says = (message: string) => ({ error: message });

/** The messages a rule gives in two places (a wrong type, and a missing value only a draft may have). */
const NO_PREVIEW = '"preview" is missing or empty: one or two sentences for the cards and search results (only a draft may leave it empty)';
const NO_TAGS = '"tags" must be a list of one or more words, such as [Design, SEO] (only a draft may have none)';
const NO_SERVICES = `"services" must be a list of ${SERVICE_IDS.join(', ')}, main one first`;
const NO_TECHNOLOGIES = '"tags" must be a list of words, such as [Next.js, SEO]';
/** The text's hint in the editor; its caption rule is the build's (CAPTION_PREFIXES, lib/markdown/blocks.ts; a test holds the two together). */
const BODY_HINT = 'Markdown: tabelas, notas[^1] e imagens enviadas em Mídia (./images/arquivo.png). Uma linha "Tabela: …" logo abaixo da tabela é a legenda.';
const GALLERY_EXAMPLE = '[{ src: /images/projects/cases/<id>-desktop-800.webp, alt: … }]';

/** A text that must be there, trimmed. */
const text = (field: string) => z.string(says(`"${field}" is missing or empty`)).trim().min(1, says(`"${field}" is missing or empty`));

/**
 * A text the copy's placeholders take (the owner's name, the reply time: lib/i18n/ownerWords.ts): the copy's
 * message syntax reads braces and angle brackets, so they are refused.
 */
const copyText = (field: string) =>
  text(field).regex(/^[^{}<>]*$/, { error: (issue) => `"${field}" must not contain { } < or >, which the site's copy reads as its own, got ${show(issue.input)}` });

/** A calendar day written yyyy-mm-dd (YAML's unquoted dates are turned into this first, by `normalized`). */
function day(field: string, when = '') {
  const message = { error: (issue: { input: unknown }) => `"${field}" must be a real date written yyyy-mm-dd${when}, got ${show(issue.input)}` };
  return z
    .string(message)
    .regex(ISO_DATE, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, message);
}

function wholeNumber(field: string, { min, max }: { min: number; max?: number }, expected: string) {
  const message = { error: (issue: { input: unknown }) => `"${field}" must be ${expected}, got ${show(issue.input)}` };
  const number = z.number(message).int(message).min(min, message);
  return max === undefined ? number : number.max(max, message);
}

const draft = z.boolean({ error: (issue) => `"draft" must be true or false when present, got ${show(issue.input)}` }).default(false);

const notAField = (key: string, kind: string, fields: string[]) => `"${key}" is not a field ${kind} has (known: ${fields.join(', ')})`;

/** One field each unknown key: a misspelt `Draft` is named, with the fields there are. */
function unknownKeys(kind: string, fields: () => string[]) {
  return {
    error: (issue: { code?: string; keys?: string[] }) =>
      issue.code === 'unrecognized_keys' ? (issue.keys ?? []).map((key) => notAField(key, kind, fields())).join('; ') : undefined,
  };
}

/** An article's tags: each makes a tag page, so it needs a letter or digit, and no two may make the same one. */
const articleTags = z
  .array(text('tags'), says(NO_TAGS))
  .superRefine((tags, context) => {
    const slugs = tags.map((tag) => slug(tag));
    tags.forEach((tag, index) => {
      if (!slugs[index]) context.addIssue({ code: 'custom', message: `"tags" has "${tag}", which has no letter or digit to make its page address from` });
      else if (slugs.indexOf(slugs[index]) !== index) context.addIssue({ code: 'custom', message: `"tags" lists "${tag}" twice` });
    });
  });

const MEDIA = { i18n: 'duplicate' } as const;

export const articleSchema = z
  .strictObject(
    {
      title: text('title').meta({ label: 'Título', hint: 'O título do artigo e da página.', i18n: true }),
      date: day('date').meta({ label: 'Data de publicação', widget: 'datetime', i18n: 'duplicate', hint: 'Uma data futura agenda o artigo.' }),
      updated: day('updated', ' when present')
        .optional()
        .meta({ label: 'Revisado em', widget: 'datetime', i18n: true, hint: 'Opcional; não antes da publicação.' }),
      preview: z
        .string(says(NO_PREVIEW))
        .trim()
        .optional()
        .meta({ label: 'Resumo', widget: 'text', required: true, i18n: true, hint: 'Uma ou duas frases para os cards e os resultados de busca.' }),
      author: text('author').meta({ label: 'Autor', hint: 'Quem assina o artigo.', i18n: 'duplicate' }),
      tags: articleTags.meta({ label: 'Tags', widget: 'tags', known: 'tags', i18n: 'duplicate', hint: 'Escolha tags existentes ou escreva uma nova.' }),
      category: z
        .enum(POST_CATEGORIES, { error: (issue) => `"category" must be one of ${POST_CATEGORIES.join(', ')} when present, got ${show(issue.input)}` })
        .optional()
        .meta({ label: 'Categoria', i18n: 'duplicate', hint: 'Opcional: o público do artigo.' }),
      readTime: wholeNumber('readTime', { min: 1 }, 'a whole number of minutes when present')
        .optional()
        .meta({ label: 'Minutos de leitura', i18n: true, hint: 'Opcional: calculado pelo número de palavras.' }),
      draft: draft.meta({ label: 'Rascunho', i18n: true, hint: 'Ligado: não aparece no site (só em npm run dev).' }),
      body: z.string().default('').meta({
        label: 'Texto',
        widget: 'markdown',
        required: true,
        i18n: true,
        hint: BODY_HINT,
      }),
    },
    unknownKeys('an article', () => POST_FIELDS),
  )
  .superRefine((article, context) => {
    const problem = (message: string, field: string) => context.addIssue({ code: 'custom', message, path: [field] });
    // A new draft (`npm run new:article`) may have no summary, tags or text yet.
    if (article.draft === true) return;
    if (!article.preview) problem(NO_PREVIEW, 'preview');
    if (Array.isArray(article.tags) && article.tags.length === 0)
      problem(NO_TAGS, 'tags');
    if (typeof article.body === 'string' && !article.body.trim()) problem('the text below the front matter is empty: only a draft may have no text yet', 'body');
  })
  .superRefine(({ date, updated }, context) => {
    if (typeof date === 'string' && typeof updated === 'string' && updated < date)
      context.addIssue({ code: 'custom', message: `"updated" (${updated}) must not be before "date" (${date})`, path: ['updated'] });
  });

/** A picture of a case: one the site draws, or one uploaded beside the cases. */
function picture(field: string) {
  const message = {
    error: (issue: { input: unknown }) =>
      `"${field}" must be a local image such as ./images/<file>.png (a PNG, JPEG or WebP beside the cases) or /images/projects/<id>-800.webp (with -400 and -1200 beside it), got ${show(issue.input)}`,
  };
  return z
    .string(message)
    .refine((src) => LOCAL_IMAGE.test(src) || UPLOADED_IMAGE.test(src), message)
    .meta({ label: 'Imagem', widget: 'image' });
}

/** A list of objects of exactly these texts: the gallery's { src, alt } and the results' { value, label }. */
function listOf<T extends z.ZodRawShape>(field: string, shape: T, example: string) {
  const keys = Object.keys(shape);
  return z.array(
    z.strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? (issue.keys ?? []).map((key) => `"${field}" item {n} has "${key}", which it does not take (known: ${keys.join(', ')})`).join('; ')
          : `"${field}" item {n} must be { ${keys.join(', ')} }`,
    }),
    says(`"${field}" must be a list such as ${example}`),
  );
}
const itemText = (list: string, field: string) => z.string(says(`"${list}" item {n} needs "${field}" as text`)).trim().min(1, says(`"${list}" item {n} needs "${field}" as text`));

export const caseSchema = z.strictObject(
  {
    title: text('title').meta({ label: 'Título', hint: 'O nome do projeto.', i18n: true }),
    description: text('description').meta({ label: 'Descrição', widget: 'text', i18n: true, hint: 'Uma linha: o texto do card e a descrição da página.' }),
    client: text('client').meta({ label: 'Cliente', hint: 'O nome do cliente.', i18n: 'duplicate' }),
    sector: text('sector').meta({ label: 'Setor', hint: 'Por exemplo: Hotelaria.', i18n: true }),
    city: text('city').meta({ label: 'Cidade', hint: 'Por exemplo: Trancoso, BA.', i18n: true }),
    year: wholeNumber('year', YEARS, `a whole number from ${YEARS.min} to ${YEARS.max}`).meta({ label: 'Ano', i18n: 'duplicate' }),
    order: wholeNumber('order', ORDERS, `a whole number from ${ORDERS.min} to ${ORDERS.max}`).meta({ label: 'Posição', i18n: 'duplicate', hint: '1 é o primeiro card.' }),
    category: z
      .enum(PROJECT_CATEGORIES, { error: (issue) => `"category" must be one of ${PROJECT_CATEGORIES.join(', ')}, got ${show(issue.input)}` })
      .meta({ label: 'Categoria', i18n: 'duplicate' }),
    services: z
      .array(
        z.enum(SERVICE_IDS, { error: (issue) => `"services" has ${show(issue.input)}, which is no service of the site (known: ${SERVICE_IDS.join(', ')})` }),
        says(NO_SERVICES),
      )
      .min(1, says(NO_SERVICES))
      .refine((services) => new Set(services).size === services.length, says('"services" lists a service twice'))
      .meta({
        label: 'Serviços',
        i18n: 'duplicate',
        hint: 'O principal primeiro: é o tipo de projeto já escolhido no formulário de contato do case.',
      }),
    tags: z
      .array(text('tags'), says(NO_TECHNOLOGIES))
      .min(1, says(NO_TECHNOLOGIES))
      .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, says('"tags" lists a technology twice'))
      .meta({ label: 'Tecnologias', widget: 'tags', known: 'technologies', i18n: 'duplicate', hint: 'Escolha entre as já usadas ou escreva uma nova.' }),
    url: z
      .string()
      .regex(URL_PATTERN, { error: (issue) => `"url" must be the live site's address (https://…) or left out while it is not online, got ${show(issue.input)}` })
      .optional()
      .meta({
        label: 'Site no ar',
        i18n: 'duplicate',
        patternHint: 'Escreva o endereço completo (https://…) ou deixe vazio enquanto não estiver no ar.',
      }),
    cover: picture('cover').meta({ label: 'Imagem do card', widget: 'image', ...MEDIA }),
    gallery: listOf(
      'gallery',
      {
        src: picture('gallery item {n} src'),
        alt: itemText('gallery', 'alt').meta({ label: 'Texto alternativo', widget: 'text', hint: 'O que a imagem mostra, para quem não a vê.' }),
      },
      GALLERY_EXAMPLE,
    )
      .min(1, says(`"gallery" must be a list such as ${GALLERY_EXAMPLE}`))
      .meta({
        label: 'Telas',
        i18n: true,
        summary: '{{fields.alt}}',
        hint: 'As mesmas imagens, na mesma ordem, nas duas línguas; só o texto alternativo muda.',
      }),
    results: listOf(
      'results',
      {
        value: itemText('results', 'value').meta({ label: 'Número', hint: 'Por exemplo: 58% ou 0,8 s.' }),
        label: itemText('results', 'label').meta({ label: 'O que mede' }),
      },
      '[{ value: 3×, label: pedidos de cotação em seis meses }]',
    )
      .min(RESULTS.min, { error: (issue) => `"results" must have ${RESULTS.min} to ${RESULTS.max} items, got ${(issue.input as unknown[]).length}` })
      .max(RESULTS.max, { error: (issue) => `"results" must have ${RESULTS.min} to ${RESULTS.max} items, got ${(issue.input as unknown[]).length}` })
      .meta({
        label: 'Resultados',
        i18n: true,
        summary: '{{fields.value}} {{fields.label}}',
        hint: `De ${RESULTS.min} a ${RESULTS.max}, o mesmo número nas duas línguas.`,
      }),
    testimonial: z
      .string({ error: (issue) => `"testimonial" must be the name of a testimonial file such as lucas, got ${show(issue.input)}` })
      .regex(ID, { error: (issue) => `"testimonial" must be the name of a testimonial file such as lucas, got ${show(issue.input)}` })
      .optional()
      .meta({ label: 'Depoimento', i18n: 'duplicate', widget: 'relation', collection: 'testimonials', hint: 'Opcional: as palavras do cliente no fim do case.' }),
    draft: draft.meta({ label: 'Rascunho', i18n: 'duplicate', hint: 'Ligado: não aparece no site (só em npm run dev).' }),
    body: z
      .string()
      .refine((body) => body.trim() !== '', says('the story below the front matter is empty: write the case'))
      .default('')
      .meta({
        label: 'Texto',
        widget: 'markdown',
        required: true,
        i18n: true,
        hint: BODY_HINT,
      }),
  },
  unknownKeys('a case study', () => PROJECT_FIELDS),
);

/** The front matter fields of each collection (the text below it, `body`, is no front matter field). */
const fieldsOf = (schema: { shape: object }): string[] => Object.keys(schema.shape).filter((key) => key !== 'body');
export const POST_FIELDS = fieldsOf(articleSchema);
export const PROJECT_FIELDS = fieldsOf(caseSchema);

/** What one article file says, validated; `readTime` is computed from the words when absent. */
export type ArticleData = z.output<typeof articleSchema>;
export type CaseData = z.output<typeof caseSchema>;
/** What one case file's front matter says, validated. */
export type ProjectFrontMatter = Omit<CaseData, 'body'>;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export type CaseImage = { src: string; alt: string };
export type CaseResult = { value: string; label: string };

/** An optional field left empty (as the editor writes it, or `updated:` with nothing after it) is absent. */
export const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/** A file's fields as the schema reads them: empty ones left out, YAML's unquoted dates written yyyy-mm-dd. */
export function normalized(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => !isAbsent(value))
      .map(([key, value]) => [key, value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value]),
  );
}

/**
 * Every problem of one content file, `<id>.<language>.md`: its name (the page's address), then its front
 * matter and text through the collection's schema. `example` is a good file name for the message.
 */
export function fileProblems(
  schema: typeof articleSchema | typeof caseSchema,
  { id, data, body }: { id: string; data: Record<string, unknown>; body: string },
  kind: string,
  example: string,
): string[] {
  const problems = ID.test(id) ? [] : [`file name must be a lowercase slug such as ${example}, got "${id}"`];
  if ('body' in data) problems.push(notAField('body', kind, fieldsOf(schema)));
  return [...problems, ...problemsOf(schema, { ...normalized(data), body })];
}

/**
 * Every problem of a file's fields (with its text as `body`, for an article or a case), in the schema's words,
 * each once; the list items' `{n}` is their place counted from 1. Every collection's files go through it.
 */
export function problemsOf(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  const messages = result.error.issues.map((issue) => {
    const index = issue.path.find((part) => typeof part === 'number');
    return issue.message.replaceAll('{n}', String((index ?? 0) + 1));
  });
  return [...new Set(messages)];
}

/** The fields the editor copies from the Portuguese file into the English one (`i18n: 'duplicate'`). */
export const duplicated = (schema: { shape: object }): string[] =>
  Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => field.meta()?.i18n === 'duplicate')
    .map(([key]) => key);

/** A value the English file must repeat, read from each language's fields, and what is said when it differs. */
export type Same<M> = [field: string, read: (meta: M) => unknown, message?: string];

/** Where the English file contradicts the Portuguese one `ptName`; `{}` in a message is the Portuguese value. */
export function contradictions<M>(same: Same<M>[], pt: M, en: M, ptName: string): string[] {
  return same
    .filter(([, read]) => JSON.stringify(read(pt)) !== JSON.stringify(read(en)))
    .map(([field, read, message]) => (message ?? `"${field}" must be the same as in ${ptName} ({})`).replace('{}', show(read(pt))));
}

/**
 * What the English file repeats of the Portuguese one: every field the editor copies into it (`i18n:
 * 'duplicate'` in the schema), the gallery's pictures and the number of results.
 */
export function pairProblems(pt: ProjectFrontMatter, en: ProjectFrontMatter, ptName: string): string[] {
  const same: Same<ProjectFrontMatter>[] = [
    ...duplicated(caseSchema).map((field): Same<ProjectFrontMatter> => [field, (meta) => meta[field as keyof ProjectFrontMatter]]),
    ['gallery', (meta) => meta.gallery.map((image) => image.src), `"gallery" must show the same pictures in the same order as in ${ptName} ({}); only "alt" is the language's own`],
    ['results', (meta) => meta.results.length, `"results" must have as many items as in ${ptName} ({})`],
  ];
  return contradictions(same, pt, en, ptName);
}

/** What an English article repeats of the Portuguese one: what the editor copies into it. */
export const articlePairProblems = <M extends Record<string, unknown>>(pt: M, en: M, ptName: string): string[] =>
  contradictions(
    duplicated(articleSchema).map((field): Same<M> => [field, (meta) => meta[field]]),
    pt,
    en,
    ptName,
  );

// What the owner runs the business with, beside the articles and cases: the services, the testimonials,
// the studio's status, the site's settings and the partnership's numbers (content/services,
// content/testimonials, content/status, content/settings). JSON files, one per language where they have
// words; lib/content/owner.ts declares each collection once.

/** A service's currency is its file's language's: reais in Portuguese, dollars in English. */
export const CURRENCY_OF = { pt: 'BRL', en: 'USD' } as const;
/** A timeline's weeks, and the limits of a price the form accepts. */
export const WEEKS = { min: 1, max: 52 } as const;
export const PRICE = { min: 1, max: 1_000_000 } as const;
/** A WhatsApp number the chat link can dial: '+', the country code, then the number; spaces, dashes and brackets allowed. */
export const PHONE = /^\+[1-9][\d\s()-]{6,20}\d$/;
const PHONE_DIGITS = { min: 8, max: 15 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
/** A testimonial's portrait: one under public/images/avatars/, or one uploaded beside the testimonials. */
export const PORTRAIT = /^\/images\/avatars\/[a-z0-9._-]+\.(?:webp|png|jpe?g)$/i;

const money = (field: string) =>
  wholeNumber(field, PRICE, `a whole number of ${PRICE.min} or more, up to ${PRICE.max}, without currency sign or dots`);

export const serviceSchema = z
  .strictObject(
    {
      title: text('title').meta({ label: 'Título', hint: 'O nome do serviço no card.', i18n: true }),
      icon: z
        .enum(SERVICE_ICONS, { error: (issue) => `"icon" must be one of ${SERVICE_ICONS.join(', ')}, got ${show(issue.input)}` })
        .meta({ label: 'Ícone', i18n: 'duplicate', optionLabels: { layout: 'Página', sparkles: 'Brilho', chart: 'Gráfico' } }),
      description: text('description').meta({ label: 'Descrição', widget: 'text', i18n: true, hint: 'Duas linhas no card.' }),
      features: z
        .array(text('features'), says('"features" must be a list of one or more lines'))
        .min(1, says('"features" must be a list of one or more lines'))
        .meta({ label: 'O que está incluído', i18n: true, hint: 'Uma linha por item.' }),
      timeline: z
        .strictObject(
          {
            from: wholeNumber('timeline.from', WEEKS, `a whole number of weeks from ${WEEKS.min} to ${WEEKS.max}`).meta({ label: 'De (semanas)', i18n: 'duplicate' }),
            to: wholeNumber('timeline.to', WEEKS, `a whole number of weeks from ${WEEKS.min} to ${WEEKS.max}`).meta({ label: 'Até (semanas)', i18n: 'duplicate' }),
          },
          says('"timeline" must be { from, to }: weeks, such as { from: 4, to: 6 }'),
        )
        .refine(({ from, to }) => to >= from, { error: (issue) => `"timeline.to" must not be before "timeline.from", got ${show(issue.input)}`, path: ['to'] })
        // Decap takes a copied object as its fields copied: the object is each language's, its weeks are copied.
        .meta({ label: 'Prazo', i18n: true, hint: 'Em semanas, as mesmas nas duas línguas.' }),
      price: money('price').meta({ label: 'Preço inicial', i18n: true, hint: 'Só o número, na moeda da língua: 2500 aparece como R$2.500 no português; 450, como $450 no inglês.' }),
    },
    unknownKeys('a service', () => ['title', 'icon', 'description', 'features', 'timeline', 'price']),
  );

export const testimonialSchema = z.strictObject(
  {
    name: text('name').meta({ label: 'Nome', hint: 'Quem fala.', i18n: 'duplicate' }),
    role: text('role').meta({ label: 'Cargo', hint: 'Por exemplo: Sócio da Protecta Seguros.', i18n: true }),
    text: text('text').meta({ label: 'Depoimento', widget: 'text', i18n: true, hint: 'As palavras do cliente, sem aspas.' }),
    picture: z
      .string({ error: (issue) => `"picture" must be a portrait such as ./images/<file>.png (uploaded) or /images/avatars/<file>.webp, got ${show(issue.input)}` })
      .refine((src) => PORTRAIT.test(src) || (UPLOADED_IMAGE.test(src) && SOURCE_TYPES.test(src)), {
        error: (issue) => `"picture" must be a portrait such as ./images/<file>.png (uploaded) or /images/avatars/<file>.webp, got ${show(issue.input)}`,
      })
      .meta({ label: 'Foto', widget: 'image', i18n: 'duplicate', hint: 'Quadrada, de 128 px ou mais.' }),
    order: wholeNumber('order', ORDERS, `a whole number from ${ORDERS.min} to ${ORDERS.max}`).meta({ label: 'Posição', i18n: 'duplicate', hint: '1 é o primeiro.' }),
  },
  unknownKeys('a testimonial', () => ['name', 'role', 'text', 'picture', 'order']),
);

export const statusSchema = z
  .strictObject(
    {
      open: z.boolean({ error: (issue) => `"open" must be true or false, got ${show(issue.input)}` }).meta({
        label: 'Agenda aberta',
        i18n: 'duplicate',
        hint: 'Desligado: o selo mostra o texto abaixo.',
      }),
      closedText: z.string(says('"closedText" must be text')).trim().optional().meta({ label: 'Selo com a agenda fechada', i18n: true, hint: 'Por exemplo: Agenda fechada até março.' }),
      reply: copyText('reply').meta({
        label: 'Prazo de resposta',
        i18n: true,
        hint: 'Uma frase que abre os convites do site ("…, com um caminho claro e os próximos passos"), no topo e no contato. Por exemplo: Resposta em até 2 dias úteis.',
        patternHint: 'Sem chaves { } nem sinais < >.',
      }),
      stats: listOf(
        'stats',
        {
          value: itemText('stats', 'value').meta({ label: 'Número', hint: 'Por exemplo: 100+.' }),
          label: itemText('stats', 'label').meta({ label: 'O que conta' }),
        },
        '[{ value: 100+, label: projetos entregues }]',
      )
        .min(1, says('"stats" must be a list such as [{ value: 100+, label: projetos entregues }]'))
        .meta({ label: 'Números do Sobre mim', i18n: true, summary: '{{fields.value}} {{fields.label}}' }),
    },
    unknownKeys('the status', () => ['open', 'closedText', 'reply', 'stats']),
  )
  .superRefine(({ open, closedText }, context) => {
    if (open === false && !closedText)
      context.addIssue({ code: 'custom', message: '"closedText" is missing or empty: with the agenda closed, the badge says it', path: ['closedText'] });
  });

/** A WhatsApp number: '+', the country code and the number, 8 to 15 digits in all. */
const phone = (field: string) => {
  const message = {
    error: (issue: { input: unknown }) => `"${field}" must be a WhatsApp number with its country code, such as +55 11 90000-0000, got ${show(issue.input)}`,
  };
  return z
    .string(message)
    .trim()
    .regex(PHONE, message)
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    }, message);
};
const address = (field: string) =>
  z.string().regex(URL_PATTERN, { error: (issue) => `"${field}" must be the profile's address (https://…), got ${show(issue.input)}` });

export const siteSchema = z.strictObject(
  {
    ownerName: copyText('ownerName').meta({
      label: 'Seu nome',
      hint: 'Em todo o site: topo, rodapé, títulos, textos das imagens e a saudação das mensagens. As iniciais do nome são a marca do logo.',
      patternHint: 'Sem chaves { } nem sinais < >.',
    }),
    email: z
      .string()
      .trim()
      .regex(EMAIL, { error: (issue) => `"email" must be an e-mail address such as contato@exemplo.com.br, got ${show(issue.input)}` })
      .meta({ label: 'E-mail', patternHint: 'Escreva um e-mail como contato@exemplo.com.br.' }),
    whatsapp: z
      .strictObject(
        {
          contact: phone('whatsapp.contact').meta({ label: 'WhatsApp dos clientes', hint: 'Com o código do país: +55 11 90000-0000.' }),
          partnership: phone('whatsapp.partnership').meta({ label: 'WhatsApp das agências', hint: 'O da página de parceria.' }),
        },
        says('"whatsapp" must be { contact, partnership }'),
      )
      .meta({ label: 'WhatsApp' }),
    social: z
      .strictObject(
        {
          threads: address('social.threads').meta({ label: 'Threads' }),
          instagram: address('social.instagram').meta({ label: 'Instagram' }),
          behance: address('social.behance').meta({ label: 'Behance' }),
        },
        says('"social" must be { threads, instagram, behance }'),
      )
      .meta({ label: 'Redes sociais' }),
  },
  unknownKeys('the settings', () => ['ownerName', 'email', 'whatsapp', 'social']),
);

export const partnershipSchema = z
  .strictObject(
    {
      deliveryCost: money('deliveryCost').meta({ label: 'Custo por entrega (R$)', hint: 'O que a agência paga por landing.' }),
      defaultPrice: money('defaultPrice').meta({ label: 'Preço inicial do simulador (R$)' }),
      presets: z
        .array(money('presets item {n}'), says('"presets" must be a list of prices such as [990, 1490, 1990]'))
        .min(1, says('"presets" must be a list of prices such as [990, 1490, 1990]'))
        .meta({ label: 'Preços sugeridos (R$)', hint: 'Os botões de preço do simulador.' }),
      maintenanceFee: money('maintenanceFee').meta({ label: 'Manutenção mensal (R$)' }),
    },
    unknownKeys('the partnership', () => ['deliveryCost', 'defaultPrice', 'presets', 'maintenanceFee']),
  );

export type ServiceData = z.output<typeof serviceSchema>;
export type TestimonialData = z.output<typeof testimonialSchema>;
export type StatusData = z.output<typeof statusSchema>;
export type SiteData = z.output<typeof siteSchema>;
export type PartnershipData = z.output<typeof partnershipSchema>;
/** The schemas of the owner's JSON files. */
export type OwnerSchema = typeof serviceSchema | typeof testimonialSchema | typeof statusSchema | typeof siteSchema | typeof partnershipSchema;
