// The browser editor's configuration (Decap CMS, served at /admin): one collection per content folder,
// Portuguese beside English, each field with the widget, requirement and values the build's validator
// (lib/frontMatter.ts, lib/projectFrontMatter.ts) takes. __tests__/lib/cmsConfig.test.ts feeds the
// validator what each widget can write, so the two cannot drift apart unnoticed.
import { SERVICE_IDS } from '../data/services';
import { testimonials } from '../data/testimonials';
import { POST_CATEGORIES, POST_FIELDS } from '../frontMatter';
import { PROJECT_CATEGORIES, PROJECT_FIELDS, RESULTS, YEARS, ORDERS } from '../projectFrontMatter';

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
};

export type CmsCollection = {
  name: 'posts' | 'projects';
  label: string;
  label_singular: string;
  description: string;
  folder: string;
  create: true;
  extension: 'md';
  format: 'frontmatter';
  slug: string;
  summary: string;
  sortable_fields: string[];
  preview_path: string;
  media_folder: string;
  public_folder: string;
  i18n: true;
  fields: CmsField[];
};

/** Uploads land beside the files, in images/, where the build makes responsive WebP of them. */
const MEDIA = { media_folder: 'images', public_folder: './images' } as const;
/** The validator's yyyy-mm-dd; the editor shows the day Brazilian style. */
const DAY = { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'DD/MM/YYYY', time_format: false, picker_utc: true } as const;
const option = (value: string, label: string = value) => ({ label, value });

const text = (name: string, label: string, hint: string, i18n: I18n = true, widget = 'string'): CmsField => ({
  name,
  label,
  widget,
  hint,
  i18n,
  required: true,
});

const draft: CmsField = {
  name: 'draft',
  label: 'Rascunho',
  widget: 'boolean',
  hint: 'Ligado: não aparece no site (só em npm run dev).',
  default: false,
  required: false,
  i18n: true,
};

const body: CmsField = {
  name: 'body',
  label: 'Texto',
  widget: 'markdown',
  modes: ['raw', 'rich_text'],
  i18n: true,
  required: true,
  hint: 'Markdown: tabelas, notas[^1] e imagens enviadas em Mídia (./images/arquivo.png). Uma linha "Tabela: …" antes da tabela é a legenda.',
  ...MEDIA,
};

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
  fields: [
    text('title', 'Título', 'O título do artigo e da página.'),
    { name: 'date', label: 'Data de publicação', ...DAY, required: true, i18n: 'duplicate', hint: 'Uma data futura agenda o artigo.' },
    { name: 'updated', label: 'Revisado em', ...DAY, required: false, i18n: true, hint: 'Opcional; não antes da publicação.' },
    text('preview', 'Resumo', 'Uma ou duas frases para os cards e os resultados de busca.', true, 'text'),
    text('author', 'Autor', 'Quem assina o artigo.', 'duplicate'),
    {
      name: 'tags',
      label: 'Tags',
      widget: 'tags',
      known: 'tags',
      required: true,
      i18n: 'duplicate',
      hint: 'Escolha tags existentes ou escreva uma nova.',
    },
    {
      name: 'category',
      label: 'Categoria',
      widget: 'select',
      options: POST_CATEGORIES.map((category) => option(category)),
      required: false,
      i18n: 'duplicate',
      hint: 'Opcional: o público do artigo.',
    },
    {
      name: 'readTime',
      label: 'Minutos de leitura',
      widget: 'number',
      value_type: 'int',
      min: 1,
      required: false,
      i18n: true,
      hint: 'Opcional: calculado pelo número de palavras.',
    },
    draft,
    body,
  ],
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
  fields: [
    text('title', 'Título', 'O nome do projeto.'),
    text('description', 'Descrição', 'Uma linha: o texto do card e a descrição da página.', true, 'text'),
    text('client', 'Cliente', 'O nome do cliente.', 'duplicate'),
    text('sector', 'Setor', 'Por exemplo: Hotelaria.'),
    text('city', 'Cidade', 'Por exemplo: Trancoso, BA.'),
    { name: 'year', label: 'Ano', widget: 'number', value_type: 'int', ...YEARS, required: true, i18n: 'duplicate' },
    {
      name: 'order',
      label: 'Posição',
      widget: 'number',
      value_type: 'int',
      ...ORDERS,
      required: true,
      i18n: 'duplicate',
      hint: '1 é o primeiro card.',
    },
    {
      name: 'category',
      label: 'Categoria',
      widget: 'select',
      options: PROJECT_CATEGORIES.map((category) => option(category)),
      required: true,
      i18n: 'duplicate',
    },
    {
      name: 'services',
      label: 'Serviços',
      widget: 'select',
      multiple: true,
      min: 1,
      options: SERVICE_IDS.map((service) => option(service)),
      required: true,
      i18n: 'duplicate',
      hint: 'O principal primeiro: é o tipo de projeto já escolhido no formulário de contato do case.',
    },
    {
      name: 'tags',
      label: 'Tecnologias',
      widget: 'tags',
      known: 'technologies',
      required: true,
      i18n: 'duplicate',
      hint: 'Escolha entre as já usadas ou escreva uma nova.',
    },
    {
      name: 'url',
      label: 'Site no ar',
      widget: 'string',
      required: false,
      i18n: 'duplicate',
      pattern: ['^https?://[^\\s/]+\\.[^\\s]+$', 'Escreva o endereço completo (https://…) ou deixe vazio enquanto não estiver no ar.'],
    },
    { name: 'cover', label: 'Imagem do card', widget: 'image', choose_url: false, required: true, i18n: 'duplicate', ...MEDIA },
    {
      name: 'gallery',
      label: 'Telas',
      widget: 'list',
      min: 1,
      required: true,
      i18n: true,
      summary: '{{fields.alt}}',
      hint: 'As mesmas imagens, na mesma ordem, nas duas línguas; só o texto alternativo muda.',
      fields: [
        { name: 'src', label: 'Imagem', widget: 'image', choose_url: false, required: true, ...MEDIA },
        { name: 'alt', label: 'Texto alternativo', widget: 'text', required: true, hint: 'O que a imagem mostra, para quem não a vê.' },
      ],
    },
    {
      name: 'results',
      label: 'Resultados',
      widget: 'list',
      ...RESULTS,
      required: true,
      i18n: true,
      summary: '{{fields.value}} {{fields.label}}',
      hint: `De ${RESULTS.min} a ${RESULTS.max}, o mesmo número nas duas línguas.`,
      fields: [
        { name: 'value', label: 'Número', widget: 'string', required: true, hint: 'Por exemplo: 58% ou 0,8 s.' },
        { name: 'label', label: 'O que mede', widget: 'string', required: true },
      ],
    },
    {
      name: 'testimonial',
      label: 'Depoimento',
      widget: 'select',
      options: testimonials.map((item) => option(item.id, item.name)),
      required: false,
      i18n: 'duplicate',
    },
    { ...draft, i18n: 'duplicate' },
    body,
  ],
};

export const CMS_COLLECTIONS = [posts, projects] as const;

/** The fields each collection's validator knows, in the collections' order: the test checks the editor has exactly these. */
export const VALIDATOR_FIELDS = { posts: [...POST_FIELDS, 'body'], projects: [...PROJECT_FIELDS, 'body'] } as const;

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
    collections: CMS_COLLECTIONS,
  };
}
