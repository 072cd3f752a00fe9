// The browser editor's configuration (Decap CMS, served at /admin): one collection per content folder or
// owner's file (services, testimonials, the studio's status, the settings, the partnership's numbers),
// Portuguese beside English, each field made from the collection's schema (lib/content/schema.ts): its
// widget, requirement, allowed values and bounds are the build's, read from the one model.
import * as z from 'zod';
import { OWNER_COLLECTIONS, type OwnerEntry, type OwnerName } from '../content/owner';
import { articleSchema, caseSchema, type FieldMeta, type OwnerSchema } from '../content/schema';
import { site } from '../site';

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
  name: 'posts' | 'projects' | OwnerName;
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
    // A list of single values (a service's lines, the simulator's prices): one input each, and each item's own
    // text on its bar (without a summary Decap writes the list's label on every bar).
    ...(list && !list.properties ? { field: cmsField('item', { ...list, label: label }, true), summary: '{{fields.item}}' } : {}),
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

/** A collection of single files without languages: the settings, the partnership's numbers. */
export type CmsFilesCollection = {
  name: OwnerName;
  label: string;
  description: string;
  extension: 'json';
  format: 'json';
  editor: { preview: false };
  files: { name: string; label: string; file: string; fields: CmsField[] }[];
};

/** What a field says the owner should know when it edits a part the site keeps hidden (lib/site.ts `features`). */
export const HIDDEN_PART = ' Esta parte do site ainda está escondida: mudar aqui não muda nada até ela ser ligada.';

/** The form of an owner's collection: its schema's fields, a field of a hidden part saying so in its hint. */
function ownerForm(entry: OwnerEntry): CmsField[] {
  const fields = formOf(entry.schema);
  if (entry.name !== 'partnership' || site.features.presetPrices) return fields;
  return fields.map((field) => (field.name === 'presets' ? { ...field, hint: `${field.hint ?? ''}${HIDDEN_PART}`.trim() } : field));
}

/**
 * The editor's collection of an owner's registry entry (lib/content/owner.ts). Files in two languages are a
 * folder (Decap's i18n keeps a file collection in one file), `<id>.pt.json` beside `<id>.en.json`, whose
 * entries the owner adds when their ids are the files' names, and only edits when code fixes them; a file
 * without languages is a single file.
 */
function ownerCollection(entry: OwnerEntry): CmsCollection | CmsFilesCollection {
  const { name, form } = entry;
  if (!entry.languages)
    return {
      name,
      label: form.label,
      description: form.description,
      extension: 'json',
      format: 'json',
      editor: { preview: false },
      files: [
        {
          name,
          label: form.label,
          file: `content/${entry.folder}/${entry.ids === 'files' ? name : entry.ids[0]}.json`,
          fields: ownerForm(entry),
        },
      ],
    };
  const open = entry.ids === 'files';
  return {
    name,
    label: form.label,
    label_singular: form.singular ?? form.label,
    description: form.description,
    folder: `content/${entry.folder}`,
    create: open,
    ...(open ? {} : { delete: false as const, identifier_field: form.identifier, editor: { preview: false as const } }),
    extension: 'json',
    format: 'json',
    slug: form.slug ?? '{{slug}}',
    summary: form.summary ?? '{{slug}}',
    sortable_fields: form.sortable ?? [],
    ...MEDIA,
    i18n: true,
    fields: ownerForm(entry),
  };
}

const [services, testimonials, status, settings, partnership] = OWNER_COLLECTIONS.map(ownerCollection);

export const CMS_COLLECTIONS = [posts, projects, services, testimonials, status].filter((item): item is CmsCollection => 'folder' in item);
/** The single files the owner edits: the settings, the partnership's numbers. */
export const CMS_FILES = [settings, partnership].filter((item): item is CmsFilesCollection => 'files' in item);

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
    collections: [...CMS_COLLECTIONS, ...CMS_FILES],
  };
}
