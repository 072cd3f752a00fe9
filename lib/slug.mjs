// The one slug rule of the site: tag pages (lib/tags.ts), new article files (scripts/articleDraft.mjs),
// the ids of an article's headings (lib/markdown.ts), figure file names (lib/figures.ts) and the editor's
// tag matching (bundled into /admin/checks.js by scripts/admin.mjs). Plain JavaScript for the scripts.
import slugify from '@sindresorhus/slugify';

/** Lowercase ASCII words joined by hyphens ('Estratégia' → 'estrategia', 'UX&UI' → 'ux-e-ui'), or ''. */
export function slug(text) {
  // An apostrophe joins its word whichever way it is typed: "Don't" and "Don’t" are both 'dont'.
  return slugify(text, {
    decamelize: false,
    customReplacements: [
      ['&', ' e '],
      ['’', ''],
    ],
  });
}
