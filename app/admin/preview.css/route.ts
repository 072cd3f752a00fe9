import { articleProseStyles } from '@/components/journal/postStyles';
import { cssVariables } from '@/lib/theme';

// Written once at build to out/admin/preview.css: the editor's preview (public/admin/editor.js) sets an
// article or a case in the site's own tokens and the article page's very rules, tables, figures and code included.
export const dynamic = 'force-static';

export function GET() {
  const css = `:root {
${cssVariables}
}
body {
  margin: 0;
  padding: var(--space-8) var(--layout-gutter);
  background: var(--color-bg);
  color: var(--color-text);
  font-family: var(--font-body);
}
.preview {
  max-width: 46rem;
  margin-inline: auto;
}
.preview__meta {
  color: var(--color-muted);
  font-size: var(--size-sm);
}
.preview__title {
  font-family: var(--font-display);
  font-size: var(--size-xxl);
  line-height: 1.1;
}
.preview__lede {
  color: var(--color-text-soft);
  font-size: var(--size-lg);
}
.preview__results {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: var(--space-4);
  padding: 0;
  list-style: none;
}
.preview__results strong {
  display: block;
  color: var(--color-accent);
  font-family: var(--font-display);
  font-size: var(--size-xl);
}
.preview__gallery {
  display: grid;
  gap: var(--space-4);
  margin-block: var(--space-8);
}
.preview__gallery img {
  width: 100%;
  border-radius: var(--radius-md);
  background: var(--color-surface);
}
.prose {
${articleProseStyles.join('')}
}
`;
  return new Response(css, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
}
