// The owner's collections, each declared once: its name (the editor's collection), its folder under content/
// (and the variable that points the build elsewhere, for tests), its schema, whether it has two languages,
// how its ids are made, what its English file repeats, and its form's words. From this table come the
// loader (lib/owner.ts), the editor's collections (lib/cms/config.ts), the editor's checks before saving
// (lib/cms/editorChecks.ts) and the tests' tables. A new collection is one entry here and its schema.
// No Node module: the editor's checks bundle this file for the browser.
import { SERVICE_IDS } from '../data/services';
import {
  contradictions,
  duplicated,
  partnershipSchema,
  serviceSchema,
  siteSchema,
  statusSchema,
  testimonialSchema,
  type OwnerSchema,
  type Same,
} from './schema';

export type OwnerEntry = {
  name: 'services' | 'testimonials' | 'status' | 'site' | 'partnership';
  /** content/<folder>, or the folder the variable names. */
  folder: 'services' | 'testimonials' | 'status' | 'settings';
  variable: 'SERVICES_DIR' | 'TESTIMONIALS_DIR' | 'STATUS_DIR' | 'SETTINGS_DIR';
  schema: OwnerSchema;
  /** Two files, `<id>.pt.json` beside `<id>.en.json`; or one file, `<id>.json`, without language. */
  languages: boolean;
  /** The ids, fixed by code (the owner edits these files, never adds one), or 'files': the names of the Portuguese files. */
  ids: readonly string[] | 'files';
  /** What the English file repeats besides the fields the editor copies into it (an object whose fields are copied). */
  same?: string[];
  /** The editor's words: the collection's name, one entry's, what it holds; the list's line and its sort fields. */
  form: {
    label: string;
    singular?: string;
    description: string;
    /** A new entry's file name, from its fields (ids made from the files' names). */
    slug?: string;
    summary?: string;
    sortable?: string[];
    /** The field that names an entry whose id is fixed by code. */
    identifier?: string;
  };
};

export const OWNER_COLLECTIONS: readonly OwnerEntry[] = [
  {
    name: 'services',
    folder: 'services',
    variable: 'SERVICES_DIR',
    schema: serviceSchema,
    languages: true,
    ids: SERVICE_IDS,
    same: ['timeline'],
    form: {
      label: 'Serviços',
      description: 'Os três serviços da home: texto, prazo e preço inicial em cada língua (R$ no português, US$ no inglês).',
      summary: '{{title}}',
      identifier: 'title',
    },
  },
  {
    name: 'testimonials',
    folder: 'testimonials',
    variable: 'TESTIMONIALS_DIR',
    schema: testimonialSchema,
    languages: true,
    ids: 'files',
    form: {
      label: 'Depoimentos',
      singular: 'Depoimento',
      description: 'O que os clientes dizem, na home e nos cases: um arquivo por cliente, em português e em inglês.',
      slug: '{{name}}',
      summary: '{{order}}. {{name}}',
      sortable: ['order', 'name'],
    },
  },
  {
    name: 'status',
    folder: 'status',
    variable: 'STATUS_DIR',
    schema: statusSchema,
    languages: true,
    ids: ['status'],
    form: {
      label: 'Agenda e números',
      description: 'O selo de agenda do topo da home, o prazo de resposta e os números do Sobre mim.',
      summary: 'Agenda e números',
      identifier: 'reply',
    },
  },
  {
    name: 'site',
    folder: 'settings',
    variable: 'SETTINGS_DIR',
    schema: siteSchema,
    languages: false,
    ids: ['site'],
    form: { label: 'Contato e redes', description: 'Seu nome, e-mail, os dois WhatsApp (clientes e agências) e os perfis sociais.' },
  },
  {
    name: 'partnership',
    folder: 'settings',
    variable: 'SETTINGS_DIR',
    schema: partnershipSchema,
    languages: false,
    ids: ['partnership'],
    form: {
      label: 'Parceria',
      description: 'Os números da oferta para agências: custo por entrega, preço inicial e preços sugeridos do simulador, manutenção.',
    },
  },
];

export type OwnerName = OwnerEntry['name'];

export const ownerCollection = (name: OwnerName): OwnerEntry => OWNER_COLLECTIONS.find((entry) => entry.name === name)!;

/**
 * Where an English file contradicts its Portuguese one: every field the editor copies into it (`i18n:
 * 'duplicate'` in the schema) and the entry's `same`. The build and the editor's check say it alike.
 */
export function ownerPairProblems(entry: OwnerEntry, pt: Record<string, unknown>, en: Record<string, unknown>): string[] {
  const same = [...duplicated(entry.schema), ...(entry.same ?? [])].map((field): Same<Record<string, unknown>> => [field, (data) => data[field]]);
  return contradictions(same, pt, en, 'the Portuguese file');
}
