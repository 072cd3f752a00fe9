/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import matter from 'gray-matter';
import { parsePost } from '@/lib/frontMatter';
import { parseProject } from '@/lib/projectFrontMatter';
import { bundleChecks } from '../../scripts/adminChecks.mjs';
import { articleSample, caseSample } from '../fixtures/frontMatter';

// The editor's tags widget (public/admin/editor.js, with the checks bundle /admin loads) refuses and accepts
// the tags the build refuses and accepts: each list set into an otherwise valid file of each collection.

type Fields = Record<string, unknown>;
/** The widget's class as editor.js hands it to createClass: its methods read `this.props`. */
type Widget = { props?: object; isValid: () => true | { error: { message: string } } };
let tagsWidget: (known: object) => Widget;

beforeAll(async () => {
  const SiteEditor = runInNewContext(`${await bundleChecks(null)}; SiteEditor`, {});
  // The editor's own script, with Decap's globals standing by: it defines the widget and waits for the page.
  const page = {
    SiteEditor,
    window: {},
    localStorage: { getItem: () => 'raw', setItem: () => undefined },
    document: { addEventListener: () => undefined },
    location: { hostname: 'example.org' },
    createClass: (spec: object) => spec,
    h: () => null,
  };
  tagsWidget = runInNewContext(`${readFileSync(join(process.cwd(), 'public', 'admin', 'editor.js'), 'utf8')}; tagsWidget`, page);
}, 30_000);

const article: Fields = { ...articleSample, body: 'O texto.\n' };
const project: Fields = { ...caseSample, body: 'A história do projeto.\n' };
const COLLECTIONS = {
  posts: { entry: article, known: 'tags', parse: parsePost },
  projects: { entry: project, known: 'technologies', parse: parseProject },
};

/** The widget's verdict, as Decap asks it: the field, its collection and the entry being edited. */
function widgetRefuses(collection: keyof typeof COLLECTIONS, data: Fields): boolean {
  const widget = tagsWidget({ tags: [], technologies: [] });
  const field = { name: 'tags', known: COLLECTIONS[collection].known };
  const props = {
    value: data.tags,
    field: { get: (key: keyof typeof field) => field[key] },
    collection: { get: () => collection },
    entry: { get: () => data },
  };
  return { ...widget, props }.isValid() !== true;
}

/** The build's verdict: the file as the build reads it. */
function buildRefuses(collection: keyof typeof COLLECTIONS, { body, ...fields }: Fields): boolean {
  try {
    COLLECTIONS[collection].parse('nova', matter.stringify(String(body), fields));
    return false;
  } catch {
    return true;
  }
}

describe.each([
  ['posts', ['Performance'], false, 'accepted'],
  ['posts', ['SEO', 'Design'], false, 'accepted'],
  ['posts', [], false, 'refused'],
  ['posts', [], true, 'accepted'],
  ['posts', ['😀'], false, 'refused'],
  ['posts', ['😀'], true, 'refused'],
  ['posts', ['UX&UI', 'UX & UI'], false, 'refused'],
  ['posts', ['  '], false, 'refused'],
  ['projects', ['Next.js'], false, 'accepted'],
  ['projects', ['Next.js', 'C++'], false, 'accepted'],
  ['projects', [], false, 'refused'],
  ['projects', [], true, 'refused'],
  ['projects', ['Next.js', 'next.js'], false, 'refused'],
  ['projects', ['😀'], false, 'accepted'],
] as const)('%s tags %j (draft %s)', (collection, tags, draft, verdict) => {
  const data = { ...COLLECTIONS[collection].entry, tags: [...tags], draft };

  it(`are ${verdict} by the build and by the editor’s tags widget alike`, () => {
    const refused = verdict === 'refused';
    expect({ build: buildRefuses(collection, data), widget: widgetRefuses(collection, data) }).toEqual({ build: refused, widget: refused });
  });
});
