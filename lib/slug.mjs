// The one slug rule of the site: tag pages (lib/tags.ts) and new article files (scripts/new-article.mjs).
// Plain JavaScript so the editor's script and the app read the same rule.
import slugify from '@sindresorhus/slugify';

/** Lowercase ASCII words joined by hyphens ('Estratégia' → 'estrategia', 'UX/UI' → 'ux-ui'), or ''. */
export function slug(text) {
  return slugify(text, { decamelize: false, customReplacements: [['&', ' e ']] });
}
