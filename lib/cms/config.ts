// The browser editor's configuration (Decap CMS, served at /admin): one collection per content folder or
// owner's file (services, testimonials, the studio's status, the settings, the partnership's numbers),
// Portuguese beside English, each field made from the collection's schema (lib/content/schema.ts): its
// widget, requirement, allowed values and bounds are the build's, read from the one model.
import * as z from 'zod';
import {
  articleSchema,
  caseSchema,
  partnershipSchema,
  serviceSchema,
  siteSchema,
  statusSchema,
  testimonialSchema,
  type FieldMeta,
  type OwnerSchema,
} from '../content/schema';

/** How a field's value is kept in the English file: its own text, a copy of the Portuguese one. */
type I18n = true | 'duplicate';

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  i18n?: I18n;
  default?: unknown;
  pattern?: [string, string];
  options?: { label: string; value: string }[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: 'int';
  format?: string;
  date_format?: string;
  time_format?: false;
  picker_utc?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  collapsed?: boolean;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
  allow_add?: boolean;
  /** The markdown widget's modes, the first one shown: raw markdown keeps tables, notes and captions exactly as written. */
  modes?: ('raw' | 'rich_text')[];
  /** The tags widget's suggestions: the tags of the articles, or the technologies of the cases. */
  known?: 'tags' | 'technologies';
  /** A relation's collection and how its entries are found, shown and stored (a case's testimonial: its file name). */
  collection?: string;
  search_fields?: string[];
  display_fields?: string[];
  value_field?: string;
};

export type CmsCollection = {
  name: 'posts' | 'projects' | 'testimonials' | 'services' | 'status';
  label: string;
  label_singular: string;
  description: string;
  folder: string;
  create: boolean;
  delete?: false;
  identifier_field?: string;
  editor?: { preview: false };
  extension: 'md' | 'json';
  format: 'frontmatter' | 'json';
  slug: string;
  summary: string;
  sortable_fields: string[];
  preview_path?: string;
  media_folder: string;
  public_folder: string;
  i18n: true;
  fields: CmsField[];
};

/** Uploads land beside the files, in images/, where the build makes responsive WebP of them. */
const MEDIA = { media_folder: 'images', public_folder: './images' } as const;
/** The validator's yyyy-mm-dd; the editor shows the day Brazilian style. */
const DAY = { format: 'YYYY-MM-DD', date_format: 'DD/MM/YYYY', time_format: false, picker_utc: true } as const;

/** A field of the schema as JSON Schema describes it, with the editor's side (FieldMeta) beside it. */
type Described = Omit<Partial<FieldMeta>, 'required'> & {
  type?: string;
  enum?: string[];
  items?: Described;
  properties?: Record<string, Described>;
  required?: string[] | true;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
};

/** The Decap field of one field of the schema: widget, requirement, allowed values and bounds all read from it. */
function cmsField(name: string, field: Described, required: boolean): CmsField {
  const { label = name, hint, i18n, known, summary, patternHint, optionLabels = {}, collection } = field;
  const values = field.enum ?? field.items?.enum;
  const options = values?.map((value) => ({ label: optionLabels[value] ?? value, value }));
  const widget =
    field.widget ??
    (values
      ? 'select'
      : field.type === 'integer'
        ? 'number'
        : field.type === 'boolean'
          ? 'boolean'
          : field.type === 'array'
            ? 'list'
            : field.type === 'object'
              ? 'object'
              : 'string');
  const min = field.minimum ?? field.minItems;
  // zod's whole numbers carry the largest safe integer as their bound: no bound a form needs.
  const max = [field.maximum, field.maxItems].find((bound) => bound !== undefined && bound < Number.MAX_SAFE_INTEGER);
  const list = widget === 'list' ? field.items : undefined;
  return {
    name,
    label,
    widget,
    required: field.required === true || required,
    ...(hint ? { hint } : {}),
    ...(i18n ? { i18n } : {}),
    ...(widget === 'boolean' ? { default: field.default } : {}),
    ...(widget === 'datetime' ? DAY : {}),
    ...(widget === 'number' ? { value_type: 'int' as const } : {}),
    ...(options ? { options } : {}),
    ...(field.type === 'array' && widget === 'select' ? { multiple: true } : {}),
    ...(min !== undefined && widget !== 'tags' ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(field.pattern && patternHint ? { pattern: [field.pattern, patternHint] as [string, string] } : {}),
    ...(known ? { known } : {}),
    ...(summary ? { summary } : {}),
    ...(widget === 'image' ? { choose_url: false, ...MEDIA } : {}),
    ...(widget === 'markdown' ? { modes: ['raw', 'rich_text'] as CmsField['modes'], ...MEDIA } : {}),
    ...(list?.properties ? { fields: cmsFields(list) } : {}),
    // A list of single values (a service's lines, the simulator's prices): one input each.
    ...(list && !list.properties ? { field: cmsField('item', { ...list, label: label }, true) } : {}),
    ...(widget === 'object' ? { fields: cmsFields(field) } : {}),
    ...(widget === 'relation' ? { collection, search_fields: ['name'], display_fields: ['name'], value_field: '{{slug}}' } : {}),
  };
}

function cmsFields(object: Described): CmsField[] {
  const required = Array.isArray(object.required) ? object.required : [];
  return Object.entries(object.properties ?? {}).map(([name, field]) => cmsField(name, field, required.includes(name)));
}

/** The form of a collection: every field of its schema, in the schema's order. */
export const formOf = (schema: typeof articleSchema | typeof caseSchema | OwnerSchema): CmsField[] =>
  cmsFields(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Described);

const posts: CmsCollection = {
  name: 'posts',
  label: 'Artigos',
  label_singular: 'Artigo',
  description: 'O diário: cada artigo em português, com o inglês ao lado (opcional).',
  folder: 'content/posts',
  create: true,
  extension: 'md',
  format: 'frontmatter',
  slug: '{{slug}}',
  summary: '{{title}} · {{date}}',
  sortable_fields: ['date', 'title'],
  preview_path: 'post/{{slug}}',
  ...MEDIA,
  i18n: true,
  fields: formOf(articleSchema),
};

const projects: CmsCollection = {
  name: 'projects',
  label: 'Cases',
  label_singular: 'Case',
  description: 'Os estudos de caso do portfólio, em português, com o inglês ao lado (opcional).',
  folder: 'content/projects',
  create: true,
  extension: 'md',
  format: 'frontmatter',
  slug: '{{slug}}',
  summary: '{{order}}. {{title}} ({{year}})',
  sortable_fields: ['order', 'title', 'year'],
  preview_path: 'projetos/{{slug}}',
  ...MEDIA,
  i18n: true,
  fields: formOf(caseSchema),
};

const testimonials: CmsCollection = {
  name: 'testimonials',
  label: 'Depoimentos',
  label_singular: 'Depoimento',
  description: 'O que os clientes dizem, na home e nos cases: um arquivo por cliente, em português e em inglês.',
  folder: 'content/testimonials',
  create: true,
  extension: 'json',
  format: 'json',
  slug: '{{name}}',
  summary: '{{order}}. {{name}}',
  sortable_fields: ['order', 'name'],
  ...MEDIA,
  i18n: true,
  fields: formOf(testimonialSchema),
};

/** A collection of single files without languages: the settings, the partnership's numbers. */
export type CmsFilesCollection = {
  name: 'site' | 'partnership';
  label: string;
  description: string;
  extension: 'json';
  format: 'json';
  editor: { preview: false };
  files: { name: string; label: string; file: string; fields: CmsField[] }[];
};

const single = (name: CmsFilesCollection['name'], label: string, description: string, schema: OwnerSchema): CmsFilesCollection => ({
  name,
  label,
  description,
  extension: 'json',
  format: 'json',
  editor: { preview: false },
  files: [{ name, label, file: `content/settings/${name}.json`, fields: formOf(schema) }],
});

/**
 * Files the owner edits in both languages, a fixed set (Decap's i18n keeps a file collection in one file, so
 * these are folders whose entries cannot be added or removed): `<id>.pt.json` beside `<id>.en.json`.
 */
const fixedFolder = (name: 'services' | 'status', label: string, description: string, schema: OwnerSchema): CmsCollection => ({
  name,
  label,
  label_singular: label,
  description,
  folder: `content/${name}`,
  create: false,
  delete: false,
  extension: 'json',
  format: 'json',
  slug: '{{slug}}',
  identifier_field: name === 'services' ? 'title' : 'reply',
  summary: name === 'services' ? '{{title}}' : 'Agenda e números',
  sortable_fields: [],
  editor: { preview: false },
  ...MEDIA,
  i18n: true,
  fields: formOf(schema),
});

const services = fixedFolder(
  'services',
  'Serviços',
  'Os três serviços da home: texto, prazo e preço inicial em cada língua (R$ no português, US$ no inglês).',
  serviceSchema,
);
const status = fixedFolder(
  'status',
  'Agenda e números',
  'O selo de agenda do topo da home, o prazo de resposta e os números do Sobre mim.',
  statusSchema,
);
const settings = single(
  'site',
  'Contato e redes',
  'Seu nome, e-mail, os dois WhatsApp (clientes e agências) e os perfis sociais.',
  siteSchema,
);
const partnership = single(
  'partnership',
  'Parceria',
  'Os números da oferta para agências: custo por entrega, preço inicial e preços sugeridos do simulador, manutenção.',
  partnershipSchema,
);

export const CMS_COLLECTIONS: CmsCollection[] = [posts, projects, services, testimonials, status];
/** The single files the owner edits: the settings, the partnership's numbers. */
export const CMS_FILES: CmsFilesCollection[] = [settings, partnership];

/** Where the editor publishes on the live site: `cms` of lib/integrations.json, or null while it is not set up. */
export type CmsSetting = { repo: string; branch?: string; baseUrl?: string; authEndpoint?: string; siteDomain?: string } | null;

/** The GitHub backend of the live site (drafts become pull requests), or null: /admin then says how to set it up. */
export function productionBackend(setting: CmsSetting | undefined) {
  if (!setting) return null;
  if (!/^[\w.-]+\/[\w.-]+$/.test(setting.repo ?? '')) {
    throw new Error(
      `lib/integrations.json cms.repo must be the GitHub repository as owner/name, got ${JSON.stringify(setting.repo ?? null)}.`,
    );
  }
  if (setting.baseUrl !== undefined && !/^https:\/\/[^\s/]+/.test(setting.baseUrl)) {
    throw new Error(
      `lib/integrations.json cms.baseUrl must be the https:// address of the login (OAuth) service, got ${JSON.stringify(setting.baseUrl)}.`,
    );
  }
  return {
    backend: {
      name: 'github',
      repo: setting.repo,
      branch: setting.branch ?? 'main',
      ...(setting.baseUrl ? { base_url: setting.baseUrl, auth_endpoint: setting.authEndpoint ?? 'auth' } : {}),
      // Netlify's sign-in finds its GitHub provider by the Netlify site it is asked for.
      ...(setting.siteDomain ? { site_domain: setting.siteDomain } : {}),
    },
  };
}

/** The editor's configuration, without a backend: /admin picks the local one or the live site's. */
export function cmsConfig() {
  return {
    load_config_file: false,
    locale: 'pt',
    site_url: '/',
    media_folder: 'content/posts/images',
    public_folder: './images',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_files', locales: ['pt', 'en'], default_locale: 'pt' },
    collections: [posts, projects, services, testimonials, status, settings, partnership],
  };
}
